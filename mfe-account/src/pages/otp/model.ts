import { requestLoginCode, verifyLogin } from '@shop/shared/api';
import { notify, signedIn } from '@shop/shared/bus';
import { dataOf } from '@shop/shared/lib';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { EMPTY_CODE_TEXT, requestCodeHelp, verifyCodeHelp } from '../../entities/session/sign-in-refusal';
import { rememberEmail, rememberedEmail } from '../../entities/session/sign-in-storage';

/** Opened, with the address the page's own address names (an e-mail form posted without scripts), if any. */
export const pageOpened = createEvent<string | null>();
export const pageClosed = createEvent();
export const otpChanged = createEvent<string>();
export const formSubmitted = createEvent();
export const newCodeRequested = createEvent();

export const verifyFx = createEffect(async (otp: string) => {
  dataOf(await verifyLogin(rememberedEmail(), otp));
});

export const resendFx = createEffect(async () => {
  dataOf(await requestLoginCode(rememberedEmail()));
});

const rememberAddressFx = createEffect((email: string) => rememberEmail(email));
sample({ clock: pageOpened, filter: (email): email is string => Boolean(email), target: rememberAddressFx });

export const $otp = createStore('')
  .on(otpChanged, (_, otp) => otp)
  .reset(pageOpened);
export const $submitting = verifyFx.pending;
export const $resending = resendFx.pending;
/** Signed in: the page moves on to where the visitor was going. */
export const $verified = createStore(false)
  .on(verifyFx.done, () => true)
  .reset(pageClosed);

const submitted = sample({ clock: formSubmitted, source: $otp, fn: (otp) => otp.trim() });
sample({ clock: submitted, filter: (otp) => otp.length > 0, target: verifyFx });
sample({
  clock: submitted,
  filter: (otp) => otp.length === 0,
  fn: () => ({ kind: 'error' as const, message: EMPTY_CODE_TEXT }),
  target: notify,
});
// The whole shop learns of it through the bus: the header and the badges change without a reload.
sample({ clock: verifyFx.done, target: signedIn });
sample({ clock: newCodeRequested, filter: resendFx.pending.map((pending) => !pending), target: resendFx });
sample({
  clock: resendFx.done,
  fn: () => ({ kind: 'success' as const, message: 'A new code is on its way' }),
  target: notify,
});
sample({
  clock: verifyFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    message: 'Something Went Wrong!',
    detail: verifyCodeHelp(error),
  }),
  target: notify,
});
sample({
  clock: resendFx.failData,
  fn: (error) => ({
    kind: 'error' as const,
    message: 'Something Went Wrong!',
    detail: requestCodeHelp(error),
  }),
  target: notify,
});
