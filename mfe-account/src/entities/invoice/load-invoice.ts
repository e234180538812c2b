import { getInvoice, getInvoiceList } from '@shop/shared/api';
import type { ApiAnswer, Invoice } from '@shop/shared/contracts';

/**
 * One of the customer's invoices. `getInvoice` came with shared 2.3.0, and the `api` entry is the shell's
 * singleton: under an older shell it is missing (shared/README.md), and the invoice is found in the list instead.
 */
export async function loadInvoice(
  invoiceId: string,
  shell: { getInvoice?: typeof getInvoice } = { getInvoice },
): Promise<ApiAnswer<Invoice>> {
  if (typeof shell.getInvoice === 'function') return shell.getInvoice(invoiceId);
  const list = await getInvoiceList();
  if (list.status !== 'success') return list;
  const invoice = list.data.find((candidate) => candidate._id === invoiceId);
  return invoice
    ? { status: 'success', data: invoice }
    : { status: 'fail', message: 'No such invoice', code: 'NOT_FOUND' };
}
