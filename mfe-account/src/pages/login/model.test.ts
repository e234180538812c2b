import { notify } from '@shop/shared/bus';
import { allSettled, fork } from 'effector';
import { answerCalls } from '../../fake-api.test-support';
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
  answerCalls({
    UserOTP: {
      status: 429,
      envelope: { status: 'fail', code: 'RATE_LIMITED', message: 'Too many code requests.' },
      headers: {
        'retry-after': '240',
      },
    },
  });
  await askForCode();
  expect(toasts).toHaveBeenCalledWith({
    kind: 'error',
    message: 'Something Went Wrong!',
    detail: 'You can ask for a new code in 4 minutes.',
  });
});

test('a short wait is said in seconds', async () => {
  answerCalls({
    UserOTP: {
      status: 429,
      envelope: { status: 'fail', code: 'RATE_LIMITED' },
      headers: { 'retry-after': '30' },
    },
  });
  await askForCode();
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'You can ask for a new code in 30 seconds.' }),
  );
});

test('with no Retry-After to read (an API client older than shared 1.6.0), it still says to wait', async () => {
  answerCalls({ UserOTP: { status: 429, envelope: { status: 'fail', code: 'RATE_LIMITED' } } });
  await askForCode();
  expect(toasts).toHaveBeenCalledWith(
    expect.objectContaining({ detail: 'Please wait a little before asking for a new code.' }),
  );
});

test('any other refusal keeps Something Went Wrong! alone, whatever its message says', async () => {
  answerCalls({
    UserOTP: {
      status: 502,
      envelope: { status: 'fail', code: 'MAIL_UNAVAILABLE', message: 'Too many code requests.' },
    },
  });
  await askForCode();
  expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Something Went Wrong!', detail: undefined });
});
