import { notify } from '@shop/shared/bus';
import type { ApiAnswer } from '@shop/shared/contracts';
import { dataOf } from '@shop/shared/lib';
import { createEffect, createEvent, type EventCallable, sample } from 'effector';

interface Adding<Params> {
  /** The call that adds the line; a refusal fails the effect with the API's words. */
  save: (params: Params) => Promise<ApiAnswer<unknown>>;
  /** The bus event that says the list changed, so the badges count again. */
  changed: EventCallable<void>;
  /** The toast once added. */
  addedMessage: string;
  /** What its toasts are about (`add-to-cart`): an addition that works closes the failures of those before. */
  about: string;
}

/**
 * Adding a line to the cart or to the wish list, called once per list when its model loads: one save at a time,
 * the list's change announced on the bus, a toast that it was added, and a refusal toasted in the API's words.
 */
export function createAdding<Params>({ save, changed, addedMessage, about }: Adding<Params>) {
  const clicked = createEvent<Params>();
  const saveFx = createEffect(async (params: Params) => dataOf(await save(params)));
  const $adding = saveFx.pending;

  sample({ clock: clicked, filter: $adding.map((busy) => !busy), target: saveFx });
  sample({ clock: saveFx.done, fn: () => undefined, target: changed });
  sample({
    clock: saveFx.done,
    fn: () => ({ kind: 'success' as const, message: addedMessage, about }),
    target: notify,
  });
  sample({
    clock: saveFx.failData,
    fn: (error) => ({ kind: 'error' as const, message: error.message, about }),
    target: notify,
  });
  return { clicked, saveFx, $adding };
}
