import { getInvoiceList } from '@shop/shared/api';
import type { Invoice } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const pageOpened = createEvent();

export const fetchInvoicesFx = createEffect(getInvoiceList);

/**
 * Null until answered (skeleton), then the customer's invoices, newest first. A call that got no answer (the API
 * unreachable) stays null: "no orders" would be untrue; the failed-load message shows instead.
 */
export const $invoices = createStore<Invoice[] | null>(null)
  .on(fetchInvoicesFx.doneData, (_, answer) => (answer.status === 'success' ? answer.data : []))
  .reset(pageOpened);

export const invoicesLoad = createLoadFailure(fetchInvoicesFx);

sample({ clock: pageOpened, target: fetchInvoicesFx });
