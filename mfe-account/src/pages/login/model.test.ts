import { notify } from '@shop/shared/bus';
import { answer, rateLimited } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { emailChanged, formSubmitted } from './model';

const toasts = jest.fn();
notify.watch(toasts);
beforeEach(() => toasts.mockReset());

async function askForCode() {
  const scope = fork();
  await allSettled(emailChanged, { scope, params: 'ada@example.com' });
  await allSettled(formSubmitted, { scope });
}

test('asking for a code too often says, under Something Went Wrong!, how long to wait (from Retry-After)', async () => {
  answer('GET UserOTP/:email', rateLimited(240));
  await askForCode();
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: 'You can ask for a new code in 4 minutes.',
  });
});

test('a short wait is said in seconds', async () => {
  answer('GET UserOTP/:email', rateLimited(30));
  await askForCode();
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'You can ask for a new code in 30 seconds.' }),
  );
});

test('with no Retry-After to read, it still says to wait', async () => {
  answer('GET UserOTP/:email', rateLimited());
  await askForCode();
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'Please wait a little before asking for a new code.' }),
  );
});

test('any other refusal keeps Something Went Wrong! alone, whatever its message says', async () => {
  answer('GET UserOTP/:email', { fail: 'Too many code requests.', code: 'CROSS_SITE', status: 403 });
  await askForCode();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!', detail: undefined });
});
