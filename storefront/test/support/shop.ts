import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, PUBLIC_URL, type TestApp } from '../../../api/test/support/app';
import { buildStorefront, type Storefront } from '../../src/app';
import { loadStorefrontConfig } from '../../src/config';

export { cookieHeader, PUBLIC_URL, signIn } from '../../../api/test/support/app';

/** Both servers know it: the API tells the storefront's calls by it. */
export const SIGNING_SECRET = 's'.repeat(64);

/**
 * The shop as `npm start` runs it: the API on a fresh database, listening on a loopback port, and the storefront in
 * front of it (PROXY_API), calling it over HTTP. `app` is the storefront, which answers pages and passes `/api/` on:
 * the API test helpers (signIn) work through it.
 */
export interface TestShop extends Omit<TestApp, 'app'> {
  app: Storefront;
  api: TestApp;
}

export async function createTestShop({ env = {} }: { env?: Record<string, string> } = {}): Promise<TestShop> {
  const common = { PUBLIC_URL, SIGNING_SECRET, ...env };
  const api = await createTestApp({ env: { TRUST_PROXY: 'loopback', ...common } });
  let app: Storefront | undefined;
  try {
    const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    app = await buildStorefront({
      config: loadStorefrontConfig({ NODE_ENV: 'test', API_URL: apiUrl, PROXY_API: 'true', ...common }),
      logger: false,
    });
    await app.ready();
    await untilCatalogueFollowed(app);
  } catch (error) {
    await app?.close();
    await api.close();
    throw error;
  }
  const storefront = app;
  return {
    app: storefront,
    api,
    database: api.database,
    mailer: api.mailer,
    close: async () => {
      await storefront.close();
      await api.close();
    },
  };
}

/** Pages are kept only once the catalogue's changes reach the storefront: its first moments keep none. */
async function untilCatalogueFollowed(app: Storefront) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const ready = (await app.inject({ url: '/readyz' })).json();
    if (ready.checks?.catalogueChanges === 'ok') return;
    await sleep(25);
  }
  throw new Error('the storefront never followed the catalogue’s changes');
}
