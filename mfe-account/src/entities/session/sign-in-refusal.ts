import { Refused } from '@shop/shared/lib';

function inWords(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** What a field left wrong toasts; a form posted without scripts comes back saying the same. */
export const INVALID_EMAIL_TEXT = 'Valid Email Address Required!';
export const EMPTY_CODE_TEXT = 'Valid PIN Required!';

/** A wait in the largest whole unit that does not shorten it: 30 -> "30 seconds", 240 -> "4 minutes". */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return inWords(Math.max(1, seconds), 'second');
  if (seconds < 3600) return inWords(Math.ceil(seconds / 60), 'minute');
  return inWords(Math.ceil(seconds / 3600), 'hour');
}

/** The refusal behind a failed sign-in call: the page says why by its `code`, never by the message's words. */
const failureOf = (error: Error) => (error instanceof Refused ? error.failure : undefined);

/** Help under the fixed toast when asking for a code failed, or nothing when there is none to give. */
export function requestCodeHelp(error: Error): string | undefined {
  const failure = failureOf(error);
  if (failure?.code !== 'RATE_LIMITED') return undefined;
  // Without a readable Retry-After header the wait is unknown.
  return failure.retryAfterSeconds === undefined
    ? 'Please wait a little before asking for a new code.'
    : `You can ask for a new code in ${waitInWords(failure.retryAfterSeconds)}.`;
}

/** What to do about a refused code, by the refusal's code; nothing when there is nothing to say. */
function codeHelp(code: string | undefined): string | undefined {
  switch (code) {
    case 'CODE_WRONG':
      return 'That is not the code we sent. Check the e-mail and try again.';
    case 'CODE_EXPIRED':
      return 'That code has expired or was already used. Ask for a new code.';
    default:
      return undefined;
  }
}

/** Help under the fixed toast when a code was refused, or nothing when there is none to give. */
export function verifyCodeHelp(error: Error): string | undefined {
  return codeHelp(failureOf(error)?.code);
}

/**
 * What a sign-in form posted without scripts came back with (`?problem=`, the refusal's code: see the shop's
 * server), in the words its toast would have used; nothing for no problem.
 */
export function formProblemText(form: 'email' | 'code', problem: string | null): string | undefined {
  if (!problem) return undefined;
  if (problem === 'VALIDATION') return form === 'email' ? INVALID_EMAIL_TEXT : EMPTY_CODE_TEXT;
  if (problem === 'RATE_LIMITED')
    return 'Too many code requests. Please wait a little before asking for a new one.';
  return codeHelp(problem) ?? 'Something Went Wrong!';
}
