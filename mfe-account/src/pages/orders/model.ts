import { getInvoiceList } from '@shop/shared/api';
import type { Invoice } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const pageOpened = createEvent();

export const fetchInvoicesFx = createEffect(getInvoiceList);

/** Null until loaded (skeleton), then the customer's invoices, newest first. */
export const $invoices = createStore<Invoice[] | null>(null)
  .on(fetchInvoicesFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  // A failed call leaves nothing to wait for: the page says there is nothing rather than spinning forever.
  .on(fetchInvoicesFx.fail, () => [])
  .reset(pageOpened);

sample({ clock: pageOpened, target: fetchInvoicesFx });
