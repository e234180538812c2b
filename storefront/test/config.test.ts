import { ConfigError, loadStorefrontConfig } from '../src/config';

const API = { API_URL: 'http://127.0.0.1:3001' };

describe('the storefront configuration', () => {
  it('needs to know where the API answers', () => {
    expect(() => loadStorefrontConfig({})).toThrow(/^API_URL is required/);
    expect(loadStorefrontConfig({ API_URL: 'http://10.0.0.7:3000/' }).apiUrls).toEqual([
      'http://10.0.0.7:3000',
    ]);
    expect(loadStorefrontConfig({ API_URL: 'http://10.0.0.7:3000, http://10.0.0.8:3000' }).apiUrls).toEqual([
      'http://10.0.0.7:3000',
      'http://10.0.0.8:3000',
    ]);
  });

  it('passes /api/ on to the API only when PROXY_API says so (the one address of npm start)', () => {
    expect(loadStorefrontConfig(API).proxyApi).toBe(false);
    expect(loadStorefrontConfig({ ...API, PROXY_API: 'true' }).proxyApi).toBe(true);
  });

  it('reads where the builds are, the remotes manifest and the render budget', () => {
    expect(
      loadStorefrontConfig({
        ...API,
        STOREFRONT_DIR: '/srv/shop',
        REMOTE_CATALOGUE_URL: 'https://cdn.example/catalogue/v2/mf-manifest.json',
        REMOTE_ACCOUNT_URL: '/slices/account/mf-manifest.json',
        REMOTES_FILE: '/etc/shop/remotes.json',
      }),
    ).toMatchObject({
      dir: '/srv/shop',
      remotesFile: '/etc/shop/remotes.json',
      releasesDir: '/srv/shop/releases',
      remotes: {
        catalogue: 'https://cdn.example/catalogue/v2/mf-manifest.json',
        account: '/slices/account/mf-manifest.json',
        checkout: '/remotes/checkout/mf-manifest.json',
        backoffice: '/remotes/backoffice/mf-manifest.json',
      },
      renderBudgetMs: 300,
      previewOrigins: [],
    });
    expect(
      loadStorefrontConfig({ ...API, STOREFRONT_DIR: '/srv/shop', RENDER_BUDGET_MS: '0' }).renderBudgetMs,
    ).toBe(0);
  });

  it('takes the origins previews may load builds from as origins only', () => {
    expect(
      loadStorefrontConfig({
        ...API,
        STOREFRONT_DIR: '/srv/shop',
        PREVIEW_ORIGINS: 'https://cdn.example, http://127.0.0.1:8080',
      }).previewOrigins,
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:8080']);
    expect(() =>
      loadStorefrontConfig({
        ...API,
        STOREFRONT_DIR: '/srv/shop',
        PREVIEW_ORIGINS: 'https://cdn.example/checkout/',
      }),
    ).toThrow(/PREVIEW_ORIGINS/);
  });

  it.each([
    [{ REMOTE_CHECKOUT_URL: 'checkout.example' }, 'REMOTE_CHECKOUT_URL'],
    [{ REMOTE_ACCOUNT_URL: '//cdn.example/a.json' }, 'REMOTE_ACCOUNT_URL'],
    [{ RENDER_BUDGET_MS: 'soon' }, 'RENDER_BUDGET_MS'],
    [{ RENDER_BUDGET_MS: '-1' }, 'RENDER_BUDGET_MS'],
    [{ API_URL: 'api.internal:3000' }, 'API_URL'],
    [{ PROXY_API: 'yes' }, 'PROXY_API'],
    [{ PROXY_API: 'true', API_URL: 'http://10.0.0.7:3000,http://10.0.0.8:3000' }, 'PROXY_API'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ SIGNING_SECRET: 'short' }, 'SIGNING_SECRET'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadStorefrontConfig({ ...API, ...env })).toThrow(ConfigError);
    expect(() => loadStorefrontConfig({ ...API, ...env })).toThrow(new RegExp(`^${variable} `));
  });
});
