import { notify, signedIn } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import { answer, requestsTo } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpPage } from './page';

const verifications = () => requestsTo('GET VerifyLogin/:email/:code').map(({ path }) => path);
const toasts = jest.fn();
const signIns = jest.fn();
notify.watch(toasts);
signedIn.watch(signIns);

function openOtp(entry = '/otp') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/otp" element={<OtpPage />} />
        <Route path="/" element={<p>home page</p>} />
        <Route path="/cart" element={<p>cart page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.setItem('email', 'ada@example.com');
});

test('an empty code is refused with "Valid PIN Required!", and nothing is sent', async () => {
  openOtp();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Valid PIN Required!' });
  expect(verifications()).toEqual([]);
});

test('a right code signs the whole shop in and goes home', async () => {
  answer('GET VerifyLogin/:email/:code', { data: null });
  openOtp();
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(verifications()).toEqual(['/api/v1/VerifyLogin/ada%40example.com/123456']);
  expect(signIns).toHaveBeenCalledTimes(1);
});

test('after signing in the visitor goes back where they were going', async () => {
  answer('GET VerifyLogin/:email/:code', { data: null });
  openOtp('/otp?from=%2Fcart');
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('cart page')).toBeInTheDocument();
});

test('a wrong code says Something Went Wrong! and does not sign in', async () => {
  answer('GET VerifyLogin/:email/:code', { fail: 'That code is not right' });
  openOtp();
  await userEvent.type(screen.getByLabelText('Verification code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!' });
  expect(signIns).not.toHaveBeenCalled();
});

test('a new code can be asked for', async () => {
  answer('GET UserOTP/:email', { data: null });
  openOtp();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  await screen.findByRole('button', { name: 'Send a new code' });
  await waitFor(() =>
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'A new code is on its way' }),
  );
  expect(requestsTo('GET UserOTP/:email').map(({ path }) => path)).toEqual([
    '/api/v1/UserOTP/ada%40example.com',
  ]);
});

test('the e-mail form posted without scripts names the address: the code is checked for it', async () => {
  sessionStorage.clear();
  answer('GET VerifyLogin/:email/:code', { data: null });
  openOtp('/otp?email=grace%40example.com');
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(verifications()).toEqual(['/api/v1/VerifyLogin/grace%40example.com/123456']);
});

test('before the scripts both forms post to the shop with the address and the way back', () => {
  openOtp('/otp?email=grace%40example.com&from=%2Fcart');
  const codeForm = screen.getByRole('button', { name: 'Submit' }).closest('form') as HTMLFormElement;
  expect(codeForm).toHaveAttribute('method', 'post');
  expect(codeForm).toHaveAttribute('action', '/otp');
  expect(Object.fromEntries(new FormData(codeForm))).toEqual({
    code: '',
    email: 'grace@example.com',
    from: '/cart',
  });
  const newCodeForm = screen
    .getByRole('button', { name: 'Send a new code' })
    .closest('form') as HTMLFormElement;
  expect(newCodeForm).toHaveAttribute('action', '/login');
  expect(Object.fromEntries(new FormData(newCodeForm))).toEqual({
    email: 'grace@example.com',
    from: '/cart',
  });
});

test.each([
  ['VALIDATION', 'Valid PIN Required!'],
  ['CODE_WRONG', 'That is not the code we sent. Check the e-mail and try again.'],
  ['CODE_EXPIRED', 'That code has expired or was already used. Ask for a new code.'],
])('a code that came back refused (%s) says why', (problem, words) => {
  openOtp(`/otp?email=grace%40example.com&problem=${problem}`);
  expect(screen.getByRole('alert')).toHaveTextContent(words);
});
