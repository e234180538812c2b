import { requestLoginCode, verifyLogin } from '@shop/shared/api';
import { fetchCartCountFx, fetchWishCountFx, notify, signedIn } from '@shop/shared/bus';
import { MemoryRouter, Route, Routes } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpPage } from './page';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  requestLoginCode: jest.fn(),
  verifyLogin: jest.fn(),
}));
const verify = jest.mocked(verifyLogin);
const resend = jest.mocked(requestLoginCode);
const toasts = jest.fn();
const signIns = jest.fn();
notify.watch(toasts);
signedIn.watch(signIns);
// Signing in makes the bus count the cart and wish list; here there is no API to count them.
fetchCartCountFx.use(async () => 0);
fetchWishCountFx.use(async () => 0);

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
  expect(verify).not.toHaveBeenCalled();
});

test('a right code signs the whole shop in and goes home', async () => {
  verify.mockResolvedValue({ status: 'success', data: null });
  openOtp();
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('home page')).toBeInTheDocument();
  expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
  expect(signIns).toHaveBeenCalledTimes(1);
});

test('after signing in the visitor goes back where they were going', async () => {
  verify.mockResolvedValue({ status: 'success', data: null });
  openOtp('/otp?from=%2Fcart');
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('cart page')).toBeInTheDocument();
});

test('a wrong code says Something Went Wrong! and does not sign in', async () => {
  verify.mockResolvedValue({ status: 'fail', data: null, message: 'That code is not right' });
  openOtp();
  await userEvent.type(screen.getByLabelText('Verification code'), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!' });
  expect(signIns).not.toHaveBeenCalled();
});

test('a new code can be asked for', async () => {
  resend.mockResolvedValue({ status: 'success', data: null });
  openOtp();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(resend).toHaveBeenCalledWith('ada@example.com');
  expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'A new code is on its way' });
});
