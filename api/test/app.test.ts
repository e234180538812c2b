import { FAILURE_CODES } from '../src/http/failure-codes';
import { createTestApp, signIn, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform around the routes', () => {
  it('answers /healthz with 200 while the database is reachable', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes every call the storefront makes in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/ProductBrandList',
      '/api/v1/ProductCategoryList',
      '/api/v1/ProductSliderList',
      '/api/v1/ProductListByRemark/{remark}',
      '/api/v1/ProductListByBrand/{brandId}',
      '/api/v1/ProductListByCategory/{categoryId}',
      '/api/v1/ProductListByKeyword/{keyword}',
      '/api/v1/ProductListByFilter',
      '/api/v1/ProductPriceRangeByBrand/{brandId}',
      '/api/v1/ProductPriceRangeByCategory/{categoryId}',
      '/api/v1/ProductPriceRangeByKeyword/{keyword}',
      '/api/v1/ProductDetails/{productId}',
      '/api/v1/ProductReviewList/{productId}',
      '/api/v1/FeaturesList',
      '/api/v1/LegalDetails/{type}',
      '/api/v1/UserOTP/{email}',
      '/api/v1/VerifyLogin/{email}/{otp}',
      '/api/v1/UserLogout',
      '/api/v1/ReadProfile',
      '/api/v1/UpdateProfile',
      '/api/v1/SaveCartList',
      '/api/v1/CartList',
      '/api/v1/RemoveCartList',
      '/api/v1/SaveWishList',
      '/api/v1/WishList',
      '/api/v1/RemoveWishList',
      '/api/v1/CreateInvoice',
      '/api/v1/InvoiceList',
      '/api/v1/InvoiceProductList/{id}',
      '/api/v1/InvoiceDetails/{id}',
      '/api/v1/CreateReview',
      '/api/v1/PaymentSuccess/{tran_id}',
      '/api/v1/PaymentFail/{tran_id}',
      '/api/v1/PaymentCancel/{tran_id}',
      '/api/v1/PaymentIPN/{tran_id}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(document.paths['/api/v1/SaveCartList'].post.requestBody).toBeDefined();
  });

  it('serves a browsable documentation page', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown endpoint with a 404 in the envelope', async () => {
    const response = await t.app.inject('/api/v1/NoSuchThing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'fail',
      message: 'No such endpoint: GET /api/v1/NoSuchThing',
      code: 'NOT_FOUND',
    });
  });

  it('answers a malformed JSON body with a 400, never a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ProductListByFilter',
      headers: { 'content-type': 'application/json' },
      payload: '{"brandID": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('fail');
  });

  it('answers a body over 64 KiB with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ProductListByFilter',
      payload: { brandID: '', padding: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe('fail');
  });

  it('answers an unsupported content type with a 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ProductListByFilter',
      headers: { 'content-type': 'application/xml' },
      payload: '<filter/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('serves the images it refers to', async () => {
    const response = await t.app.inject('/api/images/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses signed-in calls from another origin, and allows its own', async () => {
    const cookie = await signIn(t, 'origin-check@example.com');
    const foreign = await t.app.inject({
      url: '/api/v1/CartList',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      url: '/api/v1/CartList',
      headers: { cookie, origin: 'http://shop.test' },
    });
    expect(own.statusCode).toBe(200);
    const sameSite = await t.app.inject({
      url: '/api/v1/CartList',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('shows the development mailbox outside production', async () => {
    await t.app.inject('/api/v1/UserOTP/mailbox-check@example.com');
    const page = await t.app.inject('/api/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('rate limits', () => {
  it('answers 429 in the envelope past the per-client limit, 404s included', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject('/api/v1/Nope')).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const response = await limited.app.inject('/api/v1/ProductBrandList');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.stringContaining('Too many requests'),
        code: 'RATE_LIMITED',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('in production', () => {
  it('has no development mailbox and no sandbox gateway', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENT_GATEWAY: 'sslcommerz',
        SSLCOMMERZ_STORE_ID: 'store',
        SSLCOMMERZ_STORE_PASSWORD: 'secret',
      },
    });
    try {
      expect((await production.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
      expect((await production.app.inject('/api/dev/mailbox.json')).statusCode).toBe(404);
      expect((await production.app.inject('/api/sandbox-gateway/validate?val_id=x')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('failure codes', () => {
  it('lists every code a refusal can carry in the OpenAPI document, with what it means', async () => {
    const failure = (await t.app.inject('/api/openapi.json')).json().components.schemas.Failure;
    expect(failure.required).toEqual(expect.arrayContaining(['status', 'message', 'code']));
    expect(failure.properties.code.enum).toEqual(Object.keys(FAILURE_CODES));
    for (const code of Object.keys(FAILURE_CODES)) {
      expect(failure.properties.code.description).toContain(`\`${code}\``);
    }
  });
});
