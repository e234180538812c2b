import type { InjectOptions } from 'fastify';
import { createTestApp, signIn, type TestApp } from './support/app';
import { PROFILE } from './support/fixtures';

let shop: TestApp;
let cookie: string;

beforeAll(async () => {
  shop = await createTestApp();
  cookie = await signIn(shop, 'ada@example.com');
});
afterAll(async () => shop.close());

const PRODUCT_ID = '00000000-0000-4000-8000-000000000000';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const CODE_OF: Record<number, string> = {
  400: 'VALIDATION',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The refusal's status, words and code, and `field` exactly: the field named, or none when `field` is left out. */
async function expectRefusal(
  request: InjectOptions,
  status: number,
  message: string | RegExp,
  field?: string,
) {
  const response = await shop.app.inject(request);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: {
      status: 'fail',
      message: expect.stringMatching(message),
      code: CODE_OF[status],
      ...(field === undefined ? {} : { field }),
    },
  });
}

describe('numbers no field can hold are a 400 naming the field', () => {
  it.each([
    ['page', '/api/v1/ProductListByRemark/new?page=1e309'],
    ['limit', '/api/v1/ProductListByRemark/new?limit=1e309'],
    ['limit', '/api/v1/ProductListByKeyword/phone?limit=Infinity'],
    ['page', '/api/v1/ProductListByBrand/00000000-0000-4000-8000-000000000000?page=-1e309'],
    ['page', '/api/v1/ProductReviewList/00000000-0000-4000-8000-000000000000?page=1e400'],
  ])('%s in %s', async (field, url) => {
    await expectRefusal({ url }, 400, new RegExp(`^${field} must be a finite number$`), field);
  });

  it('a form-encoded cart quantity of 1e309', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/SaveCartList',
        headers: { ...form, cookie },
        payload: `productID=${PRODUCT_ID}&qty=1e309`,
      },
      400,
      /^qty must be a finite number$/,
      'qty',
    );
  });

  it('huge integers and -0 get the range message', async () => {
    await expectRefusal(
      { url: '/api/v1/ProductListByRemark/new?page=99999999999999999999999' },
      400,
      /^page must be <= 1000$/,
      'page',
    );
    await expectRefusal(
      { url: '/api/v1/ProductListByRemark/new?limit=-0' },
      400,
      /^limit must be >= 1$/,
      'limit',
    );
  });
});

describe('text PostgreSQL cannot store is a 400 naming the field', () => {
  const NUL = /must not contain NUL characters$/;

  it.each([
    ['keyword', '/api/v1/ProductListByKeyword/ab%00cd'],
    ['remark', '/api/v1/ProductListByRemark/ne%00w'],
    ['val_id', '/api/sandbox-gateway/validate?val_id=a%00b'],
    ['sessionKey', '/api/sandbox-gateway/pay/a%00b'],
  ])('a NUL byte in %s (%s)', async (field, url) => {
    await expectRefusal({ url }, 400, new RegExp(`^${field} ${NUL.source}`), field);
  });

  it('a NUL byte in a profile field, signed in', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/UpdateProfile',
        headers: { cookie },
        payload: { ...PROFILE, cus_add: '12 Elm\u0000Street' },
      },
      400,
      /^cus_add must not contain NUL characters$/,
      'cus_add',
    );
  });

  it('an unpaired surrogate in a profile field, which would be stored as U+FFFD', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/UpdateProfile',
        headers: { cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...PROFILE, cus_city: 'Spring\ud800field' }),
      },
      400,
      /^cus_city must be well-formed Unicode text$/,
      'cus_city',
    );
  });

  it.each([
    ['color', { productID: PRODUCT_ID, color: 'red\u0000' }],
    ['size', { productID: PRODUCT_ID, size: '\u0000' }],
  ])('a NUL byte in the cart %s', async (field, payload) => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/SaveCartList', headers: { cookie }, payload },
      400,
      new RegExp(`^${field} ${NUL.source}`),
      field,
    );
  });

  it('a NUL byte in review text', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/CreateReview',
        headers: { cookie },
        payload: { productID: PRODUCT_ID, rating: '5', des: 'great\u0000' },
      },
      400,
      /^des must not contain NUL characters$/,
      'des',
    );
  });

  it.each(['PaymentSuccess', 'PaymentFail', 'PaymentCancel', 'PaymentIPN'])(
    'a NUL byte in a %s callback field',
    async (route) => {
      await expectRefusal(
        {
          method: 'POST',
          url: `/api/v1/${route}/T1`,
          headers: form,
          payload: 'val_id=v%00l&status=VALID',
        },
        400,
        /^val_id must not contain NUL characters$/,
        'val_id',
      );
    },
  );
});

describe('malformed requests are a 4xx in the envelope', () => {
  it('a URL whose percent-encoding is not UTF-8', async () => {
    await expectRefusal({ url: '/api/v1/ProductListByKeyword/%E0%A4%A' }, 400, /^url is malformed/);
    await expectRefusal({ url: '/api/v1/ProductListByKeyword/ab%ED%A0%80cd' }, 400, /^url is malformed/);
  });

  it('a keyword over the length limit, however long, is a 400 rather than a 404', async () => {
    for (const length of [101, 5000]) {
      await expectRefusal(
        { url: `/api/v1/ProductListByKeyword/${'a'.repeat(length)}` },
        400,
        /^keyword must NOT have more than 100 characters$/,
        'keyword',
      );
    }
  });

  it('a body that is not JSON', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/ProductListByFilter',
        headers: { 'content-type': 'application/json' },
        payload: '{"brandID":',
      },
      400,
      /JSON/,
    );
  });

  it('a content type no route reads', async () => {
    await expectRefusal(
      {
        method: 'POST',
        url: '/api/v1/ProductListByFilter',
        headers: { 'content-type': 'application/xml' },
        payload: '<brandID/>',
      },
      415,
      /media type/i,
    );
  });

  it('an array where an object is expected', async () => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/ProductListByFilter', payload: [{ brandID: '' }] },
      400,
      /^body must be object$/,
    );
  });
});

describe('a refusal about one field names it in `field`, for clients to mark it without reading the words', () => {
  it('a required field left out', async () => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/SaveCartList', headers: { cookie }, payload: { qty: 1 } },
      400,
      /^productID is required$/,
      'productID',
    );
  });

  it('a field of the wrong form', async () => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/SaveCartList', headers: { cookie }, payload: { productID: 'nope' } },
      400,
      /^productID must match format "uuid"$/,
      'productID',
    );
  });

  it.each([
    ['cus_phone', { ...PROFILE, cus_phone: 'call me' }, /^cus_phone must be a phone number$/],
    ['ship_city', { ...PROFILE, ship_city: '   ' }, /^ship_city is required$/],
  ])('a profile field the shop checks itself: %s', async (field, payload, message) => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/UpdateProfile', headers: { cookie }, payload },
      400,
      message,
      field,
    );
  });

  it('a refusal of the whole body names no field', async () => {
    await expectRefusal(
      { method: 'POST', url: '/api/v1/ProductListByFilter', payload: [{ brandID: '' }] },
      400,
      /^body must be object$/,
    );
  });
});
