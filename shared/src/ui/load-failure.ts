import {
  createEffect,
  createEvent,
  createStore,
  type Effect,
  type EventCallable,
  sample,
  scopeBind,
} from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { RetryProps } from './load-failed';

/** Without any answer after this long, the customer is told, while the request still has its chance. */
export const SLOW_ANSWER_MS = 8_000;
/** Automatic retries wait 2 s, then 4, 8, 16, and 30 s from then on: the API gets room to come back. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

export function retryDelay(failuresInARow: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(failuresInARow - 1, 0), LONGEST_RETRY_MS);
}

/**
 * Calls `fire` (scope-bound) after `ms`, or as soon as the browser comes back online. The effect itself ends at once,
 * so `allSettled` does not wait for the clock. Not on the shop's server: a page rendered there never retries (the
 * browser does), and a pending clock would keep the request's scope alive.
 */
function createTimer(fire: EventCallable<void>, { onOnline }: { onOnline: boolean }) {
  return createEffect((ms: number) => {
    if (typeof window === 'undefined') return;
    const bound = scopeBind(fire, { safe: true });
    setTimeout(bound, ms);
    if (onOnline && typeof window !== 'undefined')
      window.addEventListener('online', () => bound(), { once: true });
  });
}

/**
 * The failure state of one load (docs/behaviour.md#loading-states). `$failed` turns true when `request` got no
 * answer (a network error, a 5xx) or none within SLOW_ANSWER_MS, and false with the next answer of any kind.
 * While failed, the request is made again with its last parameters: on `retried` (the Retry button), and, while a
 * view shows it (`useRetry`), after a growing delay and when the browser comes back online; never twice at once.
 * A load nobody looks at any more is not retried in the background (a signed-in call could end in a 401 there).
 */
export function createLoadFailure<Params, Done, Fail>(request: Effect<Params, Done, Fail>) {
  const retried = createEvent();
  const retriedByItself = createEvent();
  const slowAnswerChecked = createEvent();
  const viewShown = createEvent();
  const viewHidden = createEvent();

  // A load's failure state stays where it happened: a page rendered on the server carries only data (a screen whose
  // load failed there is rendered by the browser, which loads it again).
  const local = { serialize: 'ignore' } as const;
  const $views = createStore(0, local)
    .on(viewShown, (count) => count + 1)
    .on(viewHidden, (count) => count - 1);

  const $lastParams = createStore<{ params: Params } | null>(null, { ...local, skipVoid: false }).on(
    request,
    (_, params) => ({
      params,
    }),
  );
  const $failuresInARow = createStore(0, local)
    .on(request.fail, (count) => count + 1)
    .reset(request.done);
  const $failed = createStore(false, local)
    .on(request.fail, () => true)
    .reset(request.done);
  const $retrying = request.pending;

  const slowAnswerTimerFx = createTimer(slowAnswerChecked, { onOnline: false });
  const retryTimerFx = createTimer(retriedByItself, { onOnline: true });

  sample({ clock: request, fn: () => SLOW_ANSWER_MS, target: slowAnswerTimerFx });
  sample({ clock: slowAnswerChecked, filter: request.pending, fn: () => true, target: $failed });
  sample({ clock: request.fail, source: $failuresInARow, fn: retryDelay, target: retryTimerFx });
  sample({
    clock: [retried, sample({ clock: retriedByItself, filter: $views.map((count) => count > 0) })],
    source: { last: $lastParams, failed: $failed, pending: request.pending },
    filter: ({ last, failed, pending }) => last !== null && failed && !pending,
    fn: ({ last }) => (last as { params: Params }).params,
    target: request,
  });

  return { $failed, $retrying, retried, viewShown, viewHidden };
}

export type LoadFailure = ReturnType<typeof createLoadFailure>;

/** The Retry props of a failed load for a view, undefined while it has not failed; mounted, it lets the load retry. */
export function useRetry(failure: LoadFailure): RetryProps | undefined {
  const [failed, retrying, onRetry, shown, hidden] = useUnit([
    failure.$failed,
    failure.$retrying,
    failure.retried,
    failure.viewShown,
    failure.viewHidden,
  ]);
  useEffect(() => {
    shown();
    return () => hidden();
  }, [shown, hidden]);
  return failed ? { onRetry, retrying } : undefined;
}
