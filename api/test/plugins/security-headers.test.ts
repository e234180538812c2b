import { createTestApp } from '../support/app';

describe('HSTS, only where the shop is reached over https', () => {
  const hstsOf = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
    const shop = await createTestApp({ env });
    try {
      const answer = await shop.app.inject({ method: 'GET', url: '/api/v1/ProductBrandList', headers });
      return answer.headers['strict-transport-security'];
    } finally {
      await shop.close();
    }
  };
  const HSTS = 'max-age=31536000; includeSubDomains';
  const OVER_HTTPS = { 'x-forwarded-proto': 'https' };

  it('is sent when a trusted proxy says the request came over https, and not otherwise', async () => {
    expect(await hstsOf({ TRUST_PROXY: 'loopback' }, OVER_HTTPS)).toBe(HSTS);
    expect(await hstsOf({ TRUST_PROXY: 'loopback' })).toBeUndefined();
  });

  it('is not sent on the word of a proxy that is not trusted', async () => {
    expect(await hstsOf({ TRUST_PROXY: 'false' }, OVER_HTTPS)).toBeUndefined();
  });

  it('is always sent when the public URL is https', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'https://shop.example' })).toBe(HSTS);
  });
});
