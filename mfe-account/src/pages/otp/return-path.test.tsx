import { http } from '@shop/shared/api';
import { BrowserRouter, Route, Routes } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { LoginPage } from '../login/page';
import { OtpPage } from './page';

const RIGHT_CODE = '123456';

/** The API's sign-in calls, answered in place of the network: the screens still go through the real client. */
const answerSignIn: AxiosAdapter = async (config) => {
  const [call, , code] = (config.url ?? '').replace('/api/v1/', '').split('/');
  const accepted = call === 'UserOTP' || (call === 'VerifyLogin' && code === RIGHT_CODE);
  return {
    status: accepted ? 200 : 400,
    statusText: '',
    headers: {},
    config,
    data: accepted
      ? { status: 'success', data: null }
      : { status: 'fail', message: 'That code is not right' },
  };
};
http.defaults.adapter = answerSignIn;
// Each test is a new visitor: the login screen fills in the address this tab last used.
afterEach(() => sessionStorage.clear());

/** The screens in the browser's own history, as in the shop: leaving the origin there throws, as it does live. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/otp" element={<OtpPage />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/cart" element={<p>cart page</p>} />
        <Route path="*" element={<p>somewhere else</p>} />
      </Routes>
    </BrowserRouter>,
  );
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(await screen.findByLabelText('Verification code'), RIGHT_CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

const HOSTILE_RETURNS = [
  '/\\evil.example',
  '//evil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/..//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

test('after signing in from the login screen, the visitor goes back to the page they were going to', async () => {
  openAt('/login?from=%2Fcart');
  await signIn();
  expect(await screen.findByText('cart page')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/cart');
});

test.each(HOSTILE_RETURNS)(
  'after signing in from the login screen, a return to %s goes home',
  async (from) => {
    openAt(`/login?from=${encodeURIComponent(from)}`);
    await signIn();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(window.location.href).toBe(`${window.location.origin}/`);
  },
);

test('the code screen opened with a return path written by hand goes home after the code, not off the site', async () => {
  sessionStorage.setItem('email', 'ada@example.com');
  openAt('/otp?from=/\\evil.example');
  await userEvent.type(screen.getByLabelText('Verification code'), RIGHT_CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
});
