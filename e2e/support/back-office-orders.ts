import { expect, type Page } from '@playwright/test';
import type { Invoice } from '@shop/shared/contracts';
import { addToCart, type Card } from './shopping';

/** A product of the operators' imported catalogue (fixtures/back-office-products.csv), with no stock count to run out. */
export const LANTERN = 'Harbour Storm Lantern';

/**
 * The signed-in customer of `page` orders the lantern, paid through the sandbox gateway's page unless told
 * otherwise (then left awaiting payment). Its transaction id.
 */
export async function orderLantern(page: Page, { pay }: { pay: boolean }): Promise<string> {
  const cards: Card[] = (await (await page.request.get('/api/v1/ProductListByRemark/new')).json()).data;
  const lantern = cards.find((card) => card.title === LANTERN);
  expect(lantern, `${LANTERN} is in the imported catalogue`).toBeDefined();
  await addToCart(page.request, (lantern as Card)._id);
  if (!pay) {
    expect((await page.request.get('/api/v1/CreateInvoice')).status()).toBe(200);
    const invoices = (await (await page.request.get('/api/v1/InvoiceList')).json()).data as Invoice[];
    return invoices.find((invoice) => invoice.payment_status === 'pending')?.tran_id as string;
  }
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?paid=T\w+$/);
  return new URL(page.url()).searchParams.get('paid') as string;
}
