import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { reviews, sessions, users } from '../../src/db/schema';
import { askAdmin } from '../support/admin';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { newProductBody, seedCatalogue, seedContent } from '../support/fixtures';

const OPERATOR = 'owner@shop.test';
let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
/** Signed in once: an address may ask for only so many sign-in codes. */
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
  operator = await signIn(t, OPERATOR);
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Aurora Phone', price: 699 },
    { title: 'Trail Runner 2', price: 120, brand: 'south', category: 'shoes' },
    { title: 'Old Boot', price: 40, category: 'shoes' },
  ]);
  await seedContent(t.database.db, idOf('Aurora Phone'));
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });
function idOf(title: string) {
  const product = catalogue.products.find((p) => p.title === title);
  if (!product) throw new Error(title);
  return product.id;
}
async function userIdOf(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(email);
  return user.id;
}

describe('SessionState', () => {
  const stateOf = async (cookie?: string) => {
    const response = await get('SessionState', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json();
  };

  it('is neither signed in nor an operator for a visitor without a session', async () => {
    expect(await stateOf()).toEqual({ status: 'success', data: { signedIn: false, operator: false } });
  });

  it('is signed in, not an operator, for a customer', async () => {
    const cookie = await signIn(t, 'shopper@example.com');
    expect((await stateOf(cookie)).data).toEqual({ signedIn: true, operator: false });
  });

  it('is signed in and an operator for an address in ADMIN_EMAILS', async () => {
    expect((await stateOf(operator)).data).toEqual({ signedIn: true, operator: true });
  });

  it('is neither for the cookie of an expired session, or of none', async () => {
    const email = 'lapsed@example.com';
    const cookie = await signIn(t, email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, await userIdOf(email)));
    expect((await stateOf(cookie)).data).toEqual({ signedIn: false, operator: false });
    expect((await stateOf('shop_session=no-such-session')).data).toEqual({
      signedIn: false,
      operator: false,
    });
  });
});

describe('SitemapEntries', () => {
  it('lists products on sale, brands, categories and legal pages, as the catalogue changes', async () => {
    const before = await get('SitemapEntries');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      products: [idOf('Old Boot'), idOf('Trail Runner 2'), idOf('Aurora Phone')],
      brands: [catalogue.brands.north.id, catalogue.brands.south.id],
      categories: [catalogue.categories.phones.id, catalogue.categories.shoes.id],
      legal: ['about'],
    });

    // Through the back office, which drops the cached answer read above.
    const created = await askAdmin(t, 'POST', 'products', {
      payload: newProductBody(catalogue),
      cookie: operator,
    });
    expect(created.statusCode).toBe(201);
    const retired = await askAdmin(t, 'PATCH', `products/${idOf('Old Boot')}`, {
      payload: { retired: true },
      cookie: operator,
    });
    expect(retired.statusCode).toBe(200);

    const products = (await get('SitemapEntries')).json().data.products;
    expect(products).toContain(created.json().data._id);
    expect(products).not.toContain(idOf('Old Boot'));
  });

  it('is cached as other catalogue answers no customer changes', async () => {
    const response = await get('SitemapEntries');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.etag).toEqual(expect.any(String));
  });
});

describe('ProductReviewCount', () => {
  it('counts the reviews of a product, and is asked for again on every use', async () => {
    const id = idOf('Trail Runner 2');
    expect((await get(`ProductReviewCount/${id}`)).json()).toEqual({ status: 'success', data: 0 });
    for (const email of ['reviewer-1@example.com', 'reviewer-2@example.com']) {
      await signIn(t, email);
      await t.database.db
        .insert(reviews)
        .values({ userId: await userIdOf(email), productId: id, rating: 4, des: 'Good' });
    }
    // Reviews come through CreateReview, which drops cached answers; written here directly, so drop them too.
    await t.app.invalidateCatalogue();

    const response = await get(`ProductReviewCount/${id}`);
    expect(response.json()).toEqual({ status: 'success', data: 2 });
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });

  it('refuses a malformed product id with a 400, as ProductDetails does', async () => {
    const response = await get('ProductReviewCount/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'fail', code: 'VALIDATION' });
  });
});

describe('onCatalogueChange', () => {
  it('calls a listener on each change until it is stopped', async () => {
    let calls = 0;
    const stop = t.app.onCatalogueChange(() => {
      calls += 1;
    });
    await t.app.invalidateCatalogue();
    stop();
    await t.app.invalidateCatalogue();
    expect(calls).toBe(1);
  });
});

describe('CatalogueChanges', () => {
  /** The stream of a listening app, and the text it has sent so far. */
  function openStream(origin: string) {
    let text = '';
    const waiters: Array<() => void> = [];
    const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(`${origin}/api/v1/CatalogueChanges`, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          for (const waiter of waiters.splice(0)) waiter();
        });
        resolve(response);
      });
      request.on('error', reject);
    });
    /** Resolves once the stream has sent `expected` (`times` times over). */
    const sent = (expected: string, times = 1) =>
      new Promise<void>((resolve) => {
        const check = () => (text.split(expected).length > times ? resolve() : waiters.push(check));
        check();
      });
    return { opened, sent, text: () => text };
  }

  it('tells a listener each time the catalogue changes, and ends when the app closes', async () => {
    const own = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR } });
    let closed = false;
    try {
      const ownCatalogue = await seedCatalogue(own.database.db, [{ title: 'Aurora Phone', price: 699 }]);
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      const stream = openStream(`http://127.0.0.1:${port}`);
      const response = await stream.opened;
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      await stream.sent(': connected\n\n');

      await own.app.invalidateCatalogue();
      await stream.sent('data: changed\n\n');
      const created = await askAdmin(own, 'POST', 'products', {
        payload: newProductBody(ownCatalogue),
        cookie: await signIn(own, OPERATOR),
      });
      expect(created.statusCode).toBe(201);
      await stream.sent('data: changed\n\n', 2);

      const ended = new Promise<void>((resolve) => response.on('end', resolve));
      await own.close();
      closed = true;
      await ended;
    } finally {
      if (!closed) await own.close();
    }
  });

  it('sends a keep-alive comment every 15 seconds', async () => {
    const own = await createTestApp();
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = own.app.server.address() as AddressInfo;
      // Faked only now, for the stream's own timer: the app and its database keep real ones.
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const stream = openStream(`http://127.0.0.1:${port}`);
      await stream.opened;
      await stream.sent(': connected\n\n');
      jest.advanceTimersByTime(15_000);
      await stream.sent(': keep-alive\n\n');
      expect(stream.text()).toBe(': connected\n\n: keep-alive\n\n');
    } finally {
      jest.useRealTimers();
      await own.close();
    }
  });
});
