import { getInvoiceList } from '@shop/shared/api';
import type { Invoice } from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const pageOpened = createEvent();

export const fetchInvoicesFx = createEffect(getInvoiceList);

/**
 * Null until answered (skeleton), then the customer's invoices, newest first. A call that got no answer (the API
 * unreachable) keeps the skeleton: "no orders" would be untrue, and the next visit asks again.
 */
export const $invoices = createStore<Invoice[] | null>(null)
  .on(fetchInvoicesFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened);

sample({ clock: pageOpened, target: fetchInvoicesFx });
