import type { ApiAnswer, ApiFailure } from '../contracts';

/**
 * A call the API refused, as an error: its words for a person (`message`), and the failure itself for the program
 * to branch on (`failure.code`, `failure.retryAfterSeconds`), never on the words.
 */
export class Refused extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'Refused';
  }
}

/** The data of a successful answer; a failure is thrown as `Refused`, so an effect fails with the API's reason. */
export function dataOf<T>(answer: ApiAnswer<T>): T {
  if (answer.status !== 'success') throw new Refused(answer);
  return answer.data;
}

/** The failure's code when `error` is a refusal (`PROFILE_REQUIRED`, `RATE_LIMITED`, ...), else undefined. */
export const refusalCode = (error: unknown): string | undefined =>
  error instanceof Refused ? error.failure.code : undefined;
