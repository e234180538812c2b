import { notify } from '@shop/shared/bus';
import { answer, rateLimited } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { formSubmitted, newCodeRequested, otpChanged } from './model';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => {
  toasts.mockReset();
  sessionStorage.setItem('email', 'ada@example.com');
});

async function submitCode() {
  const scope = fork();
  await allSettled(otpChanged, { scope, params: '123456' });
  await allSettled(formSubmitted, { scope });
}

test('a wrong code says to check the e-mail, under Something Went Wrong!', async () => {
  answer('GET VerifyLogin/:email/:code', { fail: 'That code is not right', code: 'CODE_WRONG', status: 400 });
  await submitCode();
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: 'That is not the code we sent. Check the e-mail and try again.',
  });
});

test('an expired or used code says to ask for a new code', async () => {
  answer('GET VerifyLogin/:email/:code', {
    fail: 'That code is not right',
    code: 'CODE_EXPIRED',
    status: 400,
  });
  await submitCode();
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'That code has expired or was already used. Ask for a new code.' }),
  );
});

test('a refused code without a sign-in code keeps Something Went Wrong! alone', async () => {
  answer('GET VerifyLogin/:email/:code', { fail: 'That code has expired', code: 'CROSS_SITE', status: 403 });
  await submitCode();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!', detail: undefined });
});

test('Send a new code, asked too often, says how long to wait', async () => {
  answer('GET UserOTP/:email', rateLimited(3600));
  await allSettled(newCodeRequested, { scope: fork() });
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'You can ask for a new code in 1 hour.' }),
  );
});
