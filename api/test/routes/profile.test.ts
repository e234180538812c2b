import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { profiles, users } from '../../src/db/schema';
import { createTestApp, signIn, type TestApp } from '../support/app';
import { PROFILE } from '../support/fixtures';

const REQUIRED = [
  'cus_name',
  'cus_phone',
  'cus_country',
  'cus_city',
  'cus_postcode',
  'cus_add',
  'ship_name',
  'ship_phone',
  'ship_country',
  'ship_city',
  'ship_postcode',
  'ship_add',
] as const;

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new signed-in customer: their e-mail, Cookie header and helpers for the profile calls. */
async function customer() {
  const email = `someone-${++counter}@example.com`;
  const cookie = await signIn(t, email);
  return {
    email,
    cookie,
    read: () => t.app.inject({ method: 'GET', url: '/api/v1/ReadProfile', headers: { cookie } }),
    save: (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/UpdateProfile',
        headers: { cookie, ...headers },
        payload,
      }),
  };
}

async function storedProfiles(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
}

function expectCookiesCleared(response: LightMyRequestResponse) {
  for (const name of ['shop_session', 'token']) {
    const cleared = response.cookies.find((c) => c.name === name);
    expect(cleared).toBeDefined();
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  }
}

describe('ReadProfile', () => {
  it('answers an empty list before a profile is saved', async () => {
    const me = await customer();
    const response = await me.read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: [] });
  });

  it('answers the saved profile as a one-item list under its cus_* and ship_* field names', async () => {
    const me = await customer();
    expect((await me.save(PROFILE)).statusCode).toBe(200);
    expect((await me.read()).json()).toEqual({ status: 'success', data: [PROFILE] });
  });
});

describe('UpdateProfile', () => {
  it('creates the profile, then replaces it on a second save, keeping one row', async () => {
    const me = await customer();
    const first = await me.save(PROFILE);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('success');

    const changed = { ...PROFILE, cus_name: 'Ada Lovelace', ship_city: 'Chicago', cus_fax: '+1 555 0199' };
    const second = await me.save(changed);
    expect(second.statusCode).toBe(200);

    expect((await me.read()).json().data).toEqual([changed]);
    expect(await storedProfiles(me.email)).toHaveLength(1);
  });

  it('trims every field before storing it', async () => {
    const me = await customer();
    const padded = Object.fromEntries(Object.entries(PROFILE).map(([key, value]) => [key, `  ${value}\t `]));
    expect((await me.save(padded)).statusCode).toBe(200);
    expect((await me.read()).json().data).toEqual([PROFILE]);
  });

  it('accepts the optional fields (fax, states) left empty or missing', async () => {
    const me = await customer();
    const { cus_fax: _fax, cus_state: _state, ship_state: _shipState, ...required } = PROFILE;
    expect((await me.save(required)).statusCode).toBe(200);
    expect((await me.read()).json().data).toEqual([
      { ...PROFILE, cus_fax: '', cus_state: '', ship_state: '' },
    ]);
  });

  it.each(REQUIRED)('refuses a missing %s with a 400 naming it', async (field) => {
    const me = await customer();
    const { [field]: _omitted, ...rest } = PROFILE;
    const response = await me.save(rest);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: expect.stringContaining(field),
      code: 'VALIDATION',
      field,
    });
    expect((await me.read()).json().data).toEqual([]);
  });

  it.each(REQUIRED)('refuses a blank %s with a 400 naming it', async (field) => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, [field]: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(field), field });
    expect((await me.read()).json().data).toEqual([]);
  });

  it.each([
    ['cus_phone', 'call me maybe'],
    ['cus_phone', '12'],
    ['ship_phone', 'phone: 555-0101'],
    ['cus_fax', 'fax-me'],
  ])('refuses a malformed %s (%j) with a 400 naming it', async (field, value) => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(field), field });
    expect((await me.read()).json().data).toEqual([]);
  });

  it.each([
    ['cus_name', 101],
    ['cus_add', 301],
    ['ship_postcode', 21],
  ])('refuses an overlong %s (%i characters) with a 400 naming it', async (field, length) => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, [field]: 'x'.repeat(length) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining(field), field });
    expect((await me.read()).json().data).toEqual([]);
  });

  it('refuses a field that is not a string, such as an object, with a 400', async () => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, cus_city: { $ne: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('cus_city'),
      field: 'cus_city',
    });
  });

  it('drops unknown fields: they are neither stored nor echoed back', async () => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, is_admin: true, userId: 'someone-else' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('is_admin');

    const read = await me.read();
    expect(read.json().data).toEqual([PROFILE]);
    expect(read.body).not.toContain('is_admin');
    const [row] = await storedProfiles(me.email);
    expect(row).not.toHaveProperty('is_admin');
  });

  it('answers a malformed JSON body with a 400, never a server error', async () => {
    const me = await customer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/UpdateProfile',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"cus_name": "Ada", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('fail');
    expect((await me.read()).json().data).toEqual([]);
  });

  it('answers a JSON body that is not an object with a 400', async () => {
    const me = await customer();
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/UpdateProfile',
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await me.read()).json().data).toEqual([]);
  });

  it('refuses a body over 64 KiB with a 413', async () => {
    const me = await customer();
    const response = await me.save({ ...PROFILE, cus_add: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().status).toBe('fail');
    expect((await me.read()).json().data).toEqual([]);
  });
});

describe('signed-in and same-site only', () => {
  it('answers 401 without a session and clears both cookies', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/ReadProfile' },
      { method: 'POST' as const, url: '/api/v1/UpdateProfile', payload: PROFILE },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe('fail');
      expectCookiesCleared(response);
    }
  });

  it('answers 401 for an unknown session token and clears both cookies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ReadProfile',
      headers: { cookie: 'shop_session=not-a-real-session; token=1' },
    });
    expect(response.statusCode).toBe(401);
    expectCookiesCleared(response);
  });

  it('answers 401 once the session was revoked by UserLogout', async () => {
    const me = await customer();
    expect((await me.read()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/v1/UserLogout',
      headers: { cookie: me.cookie },
    });
    expect(logout.statusCode).toBe(200);

    expect((await me.read()).statusCode).toBe(401);
    expect((await me.save(PROFILE)).statusCode).toBe(401);
    expect(await storedProfiles(me.email)).toEqual([]);
  });

  it.each([
    ['sec-fetch-site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['origin of another site', { origin: 'https://evil.example' }],
  ])('refuses a cross-site request (%s) with a 403 and changes nothing', async (_label, headers) => {
    const me = await customer();
    expect((await me.save(PROFILE)).statusCode).toBe(200);

    const response = await me.save({ ...PROFILE, cus_name: 'Mallory' }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe('fail');
    expect((await me.read()).json().data).toEqual([PROFILE]);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/ReadProfile',
      headers: { cookie: me.cookie, ...headers },
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('Ada');
  });

  it('accepts a same-origin request that names its origin', async () => {
    const me = await customer();
    const response = await me.save(PROFILE, { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps each customer to their own profile', async () => {
    const ada = await customer();
    const bob = await customer();
    await ada.save(PROFILE);
    await bob.save({ ...PROFILE, cus_name: 'Bob Buyer' });
    expect((await ada.read()).json().data[0].cus_name).toBe('Ada Buyer');
    expect((await bob.read()).json().data[0].cus_name).toBe('Bob Buyer');
  });
});
