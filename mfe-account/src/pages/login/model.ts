import { requestLoginCode } from '@shop/shared/api';
import { notify } from '@shop/shared/bus';
import { dataOf, isEmail } from '@shop/shared/lib';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { INVALID_EMAIL_TEXT, requestCodeHelp } from '../../entities/session/sign-in-refusal';
import { rememberEmail, rememberedEmail } from '../../entities/session/sign-in-storage';

export const pageOpened = createEvent();
export const pageClosed = createEvent();
export const emailChanged = createEvent<string>();
export const formSubmitted = createEvent();

export const requestCodeFx = createEffect(async (email: string) => {
  dataOf(await requestLoginCode(email));
  rememberEmail(email);
});

export const $email = createStore('')
  .on(pageOpened, () => rememberedEmail())
  .on(emailChanged, (_, email) => email);
export const $submitting = requestCodeFx.pending;
/** The code is on its way: the page moves on to the code screen. */
export const $codeSent = createStore(false)
  .on(requestCodeFx.done, () => true)
  .reset(pageClosed);

const submitted = sample({ clock: formSubmitted, source: $email, fn: (email) => email.trim() });
sample({ clock: submitted, filter: isEmail, target: requestCodeFx });
sample({
  clock: submitted,
  filter: (email) => !isEmail(email),
  fn: () => ({ kind: 'error' as const, message: INVALID_EMAIL_TEXT }),
  target: notify,
});
sample({
  clock: requestCodeFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    message: 'Something Went Wrong!',
    detail: requestCodeHelp(error),
  }),
  target: notify,
});
