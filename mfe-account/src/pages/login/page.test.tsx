import { notify } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared/router';
import { answer, held, requestsTo } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './page';

const codeRequests = () => requestsTo('GET UserOTP/:email').map(({ path }) => path);
const toasts = jest.fn();
notify.watch(toasts);

function OtpProbe() {
  const { search } = useLocation();
  return <p>code screen {search}</p>;
}

function openLogin(entry = '/login') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/otp" element={<OtpProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  toasts.mockReset();
  sessionStorage.clear();
});

test('a malformed address is refused with "Valid Email Address Required!", and nothing is sent', async () => {
  openLogin();
  await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Valid Email Address Required!' });
  expect(codeRequests()).toEqual([]);
});

test('Next reads Processing... while the code is requested, then the code screen opens, keeping the return path', async () => {
  const code = held();
  answer('GET UserOTP/:email', code.answer);
  openLogin('/login?from=%2Fcart');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  code.release({ data: null });
  expect(await screen.findByText('code screen ?from=%2Fcart')).toBeInTheDocument();
  expect(codeRequests()).toEqual(['/api/v1/UserOTP/ada%40example.com']);
  expect(sessionStorage.getItem('email')).toBe('ada@example.com');
});

test('a refused request says Something Went Wrong! and stays on the page', async () => {
  answer('GET UserOTP/:email', { fail: 'Too many code requests.' });
  openLogin();
  await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!' });
  expect(sessionStorage.getItem('email')).toBeNull();
});

test('the address kept in session storage fills the field again', () => {
  sessionStorage.setItem('email', 'kept@example.com');
  openLogin();
  expect(screen.getByLabelText('E-mail address')).toHaveValue('kept@example.com');
});

test('before the scripts the form posts the address to the shop, with where the visitor was going', () => {
  openLogin('/login?from=%2Fcart');
  const form = screen.getByRole('button', { name: 'Next' }).closest('form') as HTMLFormElement;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/login');
  expect(screen.getByLabelText('E-mail address')).toHaveAttribute('name', 'email');
  expect(Object.fromEntries(new FormData(form))).toEqual({ email: '', from: '/cart' });
});

test.each([
  ['VALIDATION', 'Valid Email Address Required!'],
  ['RATE_LIMITED', 'Too many code requests. Please wait a little before asking for a new one.'],
  ['INTERNAL', 'Something Went Wrong!'],
])('a form that came back refused (%s) says why: "%s"', (problem, words) => {
  openLogin(`/login?problem=${problem}`);
  expect(screen.getByRole('alert')).toHaveTextContent(words);
});
