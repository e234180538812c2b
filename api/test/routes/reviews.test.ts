import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { invoices, reviews } from '../../src/db/schema';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { PROFILE, recordPurchase, seedCatalogue } from '../support/fixtures';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  // One product per test that looks at a product's reviews or star, so tests never see each other's reviews.
  catalogue = await seedCatalogue(t.database.db, [
    { title: 'Shared Mug', price: 10 },
    { title: 'Replaced Review Lamp', price: 30 },
    { title: 'Profile Name Kettle', price: 25 },
    { title: 'Nameless Toaster', price: 40 },
    { title: 'Mean Star Runner', price: 120, discountPrice: 99, remark: 'top' },
    { title: 'Concurrent Star Jacket', price: 60, remark: 'special' },
    { title: 'Pending Order Chair', price: 80 },
    { title: 'Revalidated Speaker', price: 50, remark: 'popular' },
  ]);
});
afterAll(() => t.close());

const productId = (title: string) => {
  const row = catalogue.products.find((p) => p.title === title);
  if (!row) throw new Error(`no fixture ${title}`);
  return row.id;
};

/** A new signed-in customer with helpers for reviewing. */
async function customer(options: { bought?: string[]; name?: string } = {}) {
  const email = `someone-${++counter}@example.com`;
  const cookie = await signIn(t, email);
  for (const title of options.bought ?? []) await recordPurchase(t.database.db, email, productId(title), 10);
  if (options.name) {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/UpdateProfile',
      headers: { cookie },
      payload: { ...PROFILE, cus_name: options.name },
    });
    expect(saved.statusCode).toBe(200);
  }
  return {
    email,
    cookie,
    review: (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/CreateReview', headers: { cookie }, payload }),
  };
}

const reviewList = async (id: string) => {
  const response = await t.app.inject(`/api/v1/ProductReviewList/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ profile: { cus_name: string }; rating: string; des: string }>;
};

const storedReviews = (id: string) => t.database.db.select().from(reviews).where(eq(reviews.productId, id));

describe('who may review', () => {
  it('refuses a customer who never bought the product with a 403 and stores nothing', async () => {
    const me = await customer();
    const id = productId('Shared Mug');
    const response = await me.review({ productID: id, rating: '4', des: 'Looks nice' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 'fail', code: 'NOT_PURCHASED' });
    expect((await storedReviews(id)).filter((row) => row.des === 'Looks nice')).toEqual([]);
  });

  it('refuses a customer whose invoice for the product is not paid yet', async () => {
    const me = await customer();
    const id = productId('Pending Order Chair');
    const invoice = await recordPurchase(t.database.db, me.email, id, 80);
    await t.database.db.update(invoices).set({ paymentStatus: 'pending' }).where(eq(invoices.id, invoice.id));

    const response = await me.review({ productID: id, rating: 5, des: 'Great chair' });
    expect(response.statusCode).toBe(403);
    expect(await storedReviews(id)).toEqual([]);
    expect(await reviewList(id)).toEqual([]);
  });

  it.each(['failed', 'cancelled'] as const)('refuses a customer whose payment %s', async (paymentStatus) => {
    const me = await customer();
    const id = productId('Pending Order Chair');
    const invoice = await recordPurchase(t.database.db, me.email, id, 80);
    await t.database.db.update(invoices).set({ paymentStatus }).where(eq(invoices.id, invoice.id));

    expect((await me.review({ productID: id, rating: 5, des: 'Great chair' })).statusCode).toBe(403);
    expect(await storedReviews(id)).toEqual([]);
  });

  it('refuses a buyer of another product', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const id = productId('Pending Order Chair');
    expect((await me.review({ productID: id, rating: 3, des: 'Wrong product' })).statusCode).toBe(403);
    expect(await storedReviews(id)).toEqual([]);
  });

  it('accepts a customer with a paid purchase of the product', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await me.review({
      productID: productId('Shared Mug'),
      rating: '4',
      des: 'Holds coffee',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
  });

  it('answers 404 for a product that does not exist', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await me.review({ productID: randomUUID(), rating: '4', des: 'Phantom' });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('fail');
  });

  it.each(['nope', `urn:uuid:${randomUUID()}`])(
    'answers 400 naming productID for the malformed id %j',
    async (id) => {
      const me = await customer();
      const response = await me.review({ productID: id, rating: '4', des: 'Text' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('productID');
    },
  );

  it('answers 401 without a session and stores nothing', async () => {
    const id = productId('Shared Mug');
    const before = await storedReviews(id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CreateReview',
      payload: { productID: id, rating: '5', des: 'Anonymous praise' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe('fail');
    expect(await storedReviews(id)).toHaveLength(before.length);
  });

  it('refuses a cross-site request with a 403 and stores nothing', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CreateReview',
      headers: { cookie: me.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { productID: productId('Shared Mug'), rating: '1', des: 'Forged review' },
    });
    expect(response.statusCode).toBe(403);
    expect((await storedReviews(productId('Shared Mug'))).map((row) => row.des)).not.toContain(
      'Forged review',
    );
  });
});

describe('what a review holds', () => {
  it.each([
    ['the string "5"', '5'],
    ['the number 5', 5],
    ['the string "1"', '1'],
    ['the number 3', 3],
  ])('accepts the rating as %s', async (_label, rating) => {
    const me = await customer({ bought: ['Shared Mug'] });
    const des = `Rated ${typeof rating} ${rating}`;
    const response = await me.review({ productID: productId('Shared Mug'), rating, des });
    expect(response.statusCode).toBe(200);
    const mine = (await storedReviews(productId('Shared Mug'))).filter((row) => row.des === des);
    expect(mine.map((row) => row.rating)).toEqual([Number(rating)]);
  });

  it.each(['0', '6', 'abc', '', '4.5', 0, 6, 4.5, -1])(
    'refuses the rating %j with a 400 naming rating and stores nothing',
    async (rating) => {
      const me = await customer({ bought: ['Shared Mug'] });
      const response = await me.review({ productID: productId('Shared Mug'), rating, des: 'Bad rating' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('rating');
      expect((await storedReviews(productId('Shared Mug'))).map((row) => row.des)).not.toContain(
        'Bad rating',
      );
    },
  );

  it('refuses a missing rating with a 400 naming it', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await me.review({ productID: productId('Shared Mug'), des: 'No rating' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('rating');
  });

  it.each(['', '   ', '\n\t '])('refuses the empty or blank text %j with a 400 naming des', async (des) => {
    const me = await customer({ bought: ['Shared Mug'] });
    const before = await storedReviews(productId('Shared Mug'));
    const response = await me.review({ productID: productId('Shared Mug'), rating: '4', des });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('des');
    expect(await storedReviews(productId('Shared Mug'))).toHaveLength(before.length);
  });

  it('refuses a missing text with a 400 naming des', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await me.review({ productID: productId('Shared Mug'), rating: '4' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('des');
  });

  it('refuses an overlong text with a 400 naming des', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await me.review({
      productID: productId('Shared Mug'),
      rating: '4',
      des: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('des');
  });

  it('answers a malformed JSON body with a 400', async () => {
    const me = await customer({ bought: ['Shared Mug'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/CreateReview',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"rating": 5, "des": "unterminated',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('ProductReviewList', () => {
  it("shows the reviewer's profile name, the rating as a string and the trimmed text", async () => {
    const me = await customer({ bought: ['Profile Name Kettle'], name: 'Grace Hopper' });
    const id = productId('Profile Name Kettle');
    expect((await me.review({ productID: id, rating: 4, des: '  Boils fast.  ' })).statusCode).toBe(200);

    expect(await reviewList(id)).toEqual([
      expect.objectContaining({ profile: { cus_name: 'Grace Hopper' }, rating: '4', des: 'Boils fast.' }),
    ]);
  });

  it('shows a neutral name for a reviewer without a profile, and never their e-mail', async () => {
    const me = await customer({ bought: ['Nameless Toaster'] });
    const id = productId('Nameless Toaster');
    expect((await me.review({ productID: id, rating: '2', des: 'Burns toast' })).statusCode).toBe(200);

    const list = await reviewList(id);
    expect(list).toEqual([
      expect.objectContaining({ profile: { cus_name: 'Verified buyer' }, rating: '2', des: 'Burns toast' }),
    ]);
    expect(JSON.stringify(list)).not.toContain(me.email);
  });

  it('replaces the first review when the same customer reviews again: one review, new text and rating', async () => {
    const me = await customer({ bought: ['Replaced Review Lamp'], name: 'Linus' });
    const id = productId('Replaced Review Lamp');
    expect((await me.review({ productID: id, rating: '2', des: 'Too dim' })).statusCode).toBe(200);
    expect((await me.review({ productID: id, rating: '5', des: 'New bulb, bright now' })).statusCode).toBe(
      200,
    );

    expect(await reviewList(id)).toEqual([
      expect.objectContaining({ profile: { cus_name: 'Linus' }, rating: '5', des: 'New bulb, bright now' }),
    ]);
    expect(await storedReviews(id)).toHaveLength(1);
    const details = (await t.app.inject(`/api/v1/ProductDetails/${id}`)).json();
    expect(details.data[0].star).toBe(5);
  });
});

describe("the product's star", () => {
  const cardOf = async (remark: string, id: string) => {
    const response = await t.app.inject(`/api/v1/ProductListByRemark/${remark}`);
    expect(response.statusCode).toBe(200);
    return response.json().data.find((card: { _id: string }) => card._id === id);
  };
  const detailsOf = async (id: string) => {
    const response = await t.app.inject(`/api/v1/ProductDetails/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json().data[0];
  };

  it('becomes the mean rating of all reviews, visible at once in cached catalogue answers', async () => {
    const id = productId('Mean Star Runner');
    // Read first, so the catalogue answers are cached before the reviews arrive.
    expect((await cardOf('top', id)).star).toBe(0);
    expect((await detailsOf(id)).star).toBe(0);

    const ada = await customer({ bought: ['Mean Star Runner'] });
    const bob = await customer({ bought: ['Mean Star Runner'] });
    expect((await ada.review({ productID: id, rating: '4', des: 'Comfortable' })).statusCode).toBe(200);
    expect((await cardOf('top', id)).star).toBe(4);
    expect((await bob.review({ productID: id, rating: 5, des: 'Very light' })).statusCode).toBe(200);

    expect((await cardOf('top', id)).star).toBe(4.5);
    expect((await detailsOf(id)).star).toBe(4.5);
    const reviewsNow = await reviewList(id);
    expect(reviewsNow.map((review) => review.rating).sort()).toEqual(['4', '5']);

    // A replaced review counts once, with its new rating.
    expect((await ada.review({ productID: id, rating: '2', des: 'Wore out' })).statusCode).toBe(200);
    expect((await detailsOf(id)).star).toBe(3.5);
    expect((await cardOf('top', id)).star).toBe(3.5);
  });

  it('counts every review when several customers review at the same moment', async () => {
    const id = productId('Concurrent Star Jacket');
    const ratings = [1, 2, 3, 4, 5, 5, 5, 5];
    const buyers = [];
    for (const _rating of ratings) buyers.push(await customer({ bought: ['Concurrent Star Jacket'] }));

    const responses = await Promise.all(
      buyers.map((buyer, index) =>
        buyer.review({ productID: id, rating: ratings[index], des: `Review ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(ratings.map(() => 200));

    expect(await reviewList(id)).toHaveLength(ratings.length);
    expect((await detailsOf(id)).star).toBe(3.75);
    expect((await cardOf('special', id)).star).toBe(3.75);
  });
});

describe("what the reviewer's browser reads next", () => {
  it('gets the new review and star for its old ETags of the review list, the details and the cards', async () => {
    const id = productId('Revalidated Speaker');
    const reviewsUrl = `/api/v1/ProductReviewList/${id}`;
    const detailsUrl = `/api/v1/ProductDetails/${id}`;
    const cardsUrl = '/api/v1/ProductListByRemark/popular';
    // The browser's copies, read before the review (and so cached on the server too).
    const browserEtags = new Map<string, string>();
    for (const url of [reviewsUrl, detailsUrl, cardsUrl]) {
      const copy = await t.app.inject(url);
      expect(copy.headers['cache-control']).toBe('public, no-cache');
      browserEtags.set(url, copy.headers.etag as string);
    }

    const me = await customer({ bought: ['Revalidated Speaker'], name: 'Hedy' });
    expect((await me.review({ productID: id, rating: '3', des: 'Loud enough' })).statusCode).toBe(200);

    // no-cache: the browser asks again with the ETag it holds, and must get the new answer, not a 304.
    const revalidate = async (url: string) => {
      const answer = await t.app.inject({ url, headers: { 'if-none-match': browserEtags.get(url) ?? '' } });
      expect(answer.statusCode).toBe(200);
      return answer.json().data;
    };
    expect(await revalidate(reviewsUrl)).toEqual([
      expect.objectContaining({ profile: { cus_name: 'Hedy' }, rating: '3', des: 'Loud enough' }),
    ]);
    expect((await revalidate(detailsUrl))[0].star).toBe(3);
    const cards: Array<{ _id: string; star: number }> = await revalidate(cardsUrl);
    expect(cards.find((card) => card._id === id)?.star).toBe(3);
  });
});
