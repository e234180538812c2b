import { createHash } from 'node:crypto';
import { PUBLIC_URL, signIn, type TestApp } from './app';
import { firstOptionsOf, PROFILE } from './fixtures';

let customers = 0;

/** The first colour and size a product offers (empty when it offers none, or is not on sale). */
export async function firstOptions(t: TestApp, productID: string): Promise<{ color: string; size: string }> {
  const [product] = (await t.app.inject(`/api/v1/ProductDetails/${productID}`)).json().data ?? [];
  return firstOptionsOf(product?.details);
}

/** A new signed-in customer of `t` (with a saved profile unless told otherwise) and the calls a checkout makes. */
export async function customer(t: TestApp, options: { profile?: boolean } = {}) {
  const email = `payer-${++customers}@example.com`;
  const cookie = await signIn(t, email);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (options.profile !== false) await call('POST', 'UpdateProfile', PROFILE);
  return {
    email,
    cookie,
    call,
    /** Adds a line in the colour and size given, or else the first the product offers, as a shopper would choose. */
    add: async (productID: string, qty: number, extra: { color?: string; size?: string } = {}) =>
      call('POST', 'SaveCartList', { productID, qty, ...(await firstOptions(t, productID)), ...extra }),
    invoices: async () => (await call('GET', 'InvoiceList')).json().data,
    cart: async () => (await call('GET', 'CartList')).json().data,
  };
}

/** Posts a gateway callback the way a browser or the gateway's server does: form-encoded. */
export const callback = (t: TestApp, route: string, tranId: string, fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${route}/${tranId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * A forged cancellation that names `store_passwd` among the signed fields and posts its own: signed with the
 * forger's password "x" instead of the store's.
 */
export function cancellationSignedWithOwnPassword(tranId: string): Record<string, string> {
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  return {
    tran_id: tranId,
    status: 'CANCELLED',
    store_passwd: 'x',
    verify_key: 'tran_id,status,store_passwd',
    verify_sign: md5(`status=CANCELLED&store_passwd=x&tran_id=${tranId}`),
  };
}

/** Walks the built-in sandbox gateway's hosted page: returns the form it sends the browser back with. */
export async function payOnSandbox(t: TestApp, gatewayPageUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const pagePath = gatewayPageUrl.replace(PUBLIC_URL, '');
  const page = await t.app.inject({ method: 'GET', url: pagePath });
  expect(page.statusCode).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  const action = done.body.match(/<form[^>]*action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const fields: Record<string, string> = Object.fromEntries(
    [...done.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { page, action, fields };
}
