import { eq, sql } from 'drizzle-orm';
import { otpCodes, otpRequests, sessions, users } from '../../src/db/schema';
import { cookieHeader, createTestApp, type TestApp } from '../support/app';
import { startSmtpPeer } from '../support/smtp-peer';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let counter = 0;
const freshEmail = () => `buyer-${++counter}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Shop <no-reply@shop.example>' },
    configuredMail: true,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const askCode = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/UserOTP/${encodeURIComponent(email)}`, headers });
const verify = (email: string, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/VerifyLogin/${encodeURIComponent(email)}/${code}` });

function codeFromMail(email: string): string {
  const code = smtp.lastMailTo(email)?.subject?.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code arrived for ${email}`);
  return code;
}

/** Moves an address's earlier code requests back in time, past the per-address waiting period. */
const ageRequests = (email: string, seconds: number) =>
  t.database.db
    .update(otpRequests)
    .set({ createdAt: sql`${otpRequests.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(otpRequests.email, email));

describe('UserOTP', () => {
  it('e-mails a 6-digit code through SMTP as a proper message with text and HTML', async () => {
    const email = freshEmail();
    const response = await askCode(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success' });

    const mail = smtp.lastMailTo(email);
    expect(mail?.from?.text).toBe('"Shop" <no-reply@shop.example>');
    expect(mail?.subject).toMatch(/^\d{6} is your Shop sign-in code$/);
    const code = codeFromMail(email);
    expect(mail?.text).toContain(`Your code to sign in to Shop is: ${code}`);
    expect(mail?.html).toContain(code);
    expect(mail?.html).toContain('expires in 10 minutes');
  });

  it('creates the customer on first sign-in, lower-cased, and stores only a hash of the code', async () => {
    const email = 'Mixed.Case@Example.com';
    await askCode(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toBeDefined();
    const [stored] = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, user?.id ?? ''));
    const code = codeFromMail(email.toLowerCase());
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it.each([
    'plainaddress',
    'no-dot@example',
    '@example.com',
    'a b@example.com',
    'a\u0000da@example.com',
    'ada\u001b[2J@example.com',
    'ada@example.com\r\nBcc: x@example.com',
    `${'a'.repeat(65)}@example.com`,
    `${'é'.repeat(33)}@example.com`,
    `ada@${'d'.repeat(247)}.com`,
  ])('refuses the malformed address %j with a 400 naming the field', async (email) => {
    const response = await askCode(email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      message: expect.stringContaining('email'),
      code: 'VALIDATION',
      field: 'email',
    });
    expect(smtp.lastMailTo(email)).toBeUndefined();
  });

  it('allows one code per 30 seconds per address, with Retry-After', async () => {
    const email = freshEmail();
    expect((await askCode(email)).statusCode).toBe(200);
    const again = await askCode(email);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('30');
    expect(again.json().status).toBe('fail');
  });

  it('allows five codes per hour per address', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(email)).statusCode).toBe(200);
      await ageRequests(email, 31);
    }
    expect((await askCode(email)).statusCode).toBe(429);
  });

  it('allows about 30 codes per hour per client address, whatever the e-mail', async () => {
    const clientIp = '127.0.0.1';
    await t.database.db
      .insert(otpRequests)
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `flood-${i}@example.com`, clientIp })));
    const response = await askCode(freshEmail());
    expect(response.statusCode).toBe(429);
    await t.database.db.delete(otpRequests).where(eq(otpRequests.clientIp, clientIp));
  });

  // On a database server these requests run side by side: the limits must hold for them as for one at a time.
  it('sends one code when 20 requests for the same address arrive at once', async () => {
    const email = freshEmail();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await askCode(email)).statusCode),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const recorded = await t.database.db.select().from(otpRequests).where(eq(otpRequests.email, email));
    expect(recorded).toHaveLength(1);
  });

  it('records 30 codes an hour for one client when 40 requests for different addresses arrive at once', async () => {
    const clientIp = '203.0.113.30';
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async () =>
          (await t.app.inject({ url: `/api/v1/UserOTP/${freshEmail()}`, remoteAddress: clientIp }))
            .statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const recorded = await t.database.db.select().from(otpRequests).where(eq(otpRequests.clientIp, clientIp));
    expect(recorded).toHaveLength(30);
  });

  it.each([
    ['through a trusted proxy', '127.0.0.1', '127.0.0.1', (forged: string) => `${forged}, 203.0.113.7`],
    [
      'through a chain of trusted proxies',
      '10.0.0.0/8',
      '10.0.0.2',
      (forged: string) => `${forged}, 203.0.113.7, 10.0.0.1`,
    ],
    ['straight to the API', '127.0.0.1', '203.0.113.7', (forged: string) => forged],
  ])(
    'stops one client at 30 codes an hour %s, whatever left-most X-Forwarded-For it forges',
    async (_route, trustProxy, remoteAddress, forwardedFor) => {
      const proxied = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++) {
          const response = await proxied.app.inject({
            url: `/api/v1/UserOTP/${freshEmail()}`,
            remoteAddress,
            headers: { 'x-forwarded-for': forwardedFor(`198.51.100.${i}`) },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
      } finally {
        await proxied.close();
      }
    },
  );

  it('refuses a request started by another site', async () => {
    const response = await askCode(freshEmail(), { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 502 and sends nothing when the mail server cannot be reached', async () => {
    const offline = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' }, configuredMail: true });
    try {
      const response = await offline.app.inject(`/api/v1/UserOTP/${freshEmail()}`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.any(String),
        code: 'MAIL_UNAVAILABLE',
      });
    } finally {
      await offline.close();
    }
  });
});

describe('VerifyLogin', () => {
  it('takes the address sign-in takes: a control character or RFC 5321 length over is a 400 naming it', async () => {
    const local = 'a'.repeat(64);
    const longest = `${local}@${'d'.repeat(185)}.com`;
    expect((await verify(longest, '123456')).json()).toMatchObject({ code: 'CODE_EXPIRED' });
    for (const email of [`a${longest}`, `${local}a@example.com`, 'ada\u0007@example.com']) {
      const response = await verify(email, '123456');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'fail',
        message: expect.stringMatching(/^email /),
        code: 'VALIDATION',
        field: 'email',
      });
    }
  });

  it('signs in with the mailed code: an HttpOnly credential, a readable token cookie, and a working session', async () => {
    const email = freshEmail();
    await askCode(email);
    const response = await verify(email, codeFromMail(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'success' });

    const credential = response.cookies.find((c) => c.name === 'shop_session');
    const token = response.cookies.find((c) => c.name === 'token');
    expect(credential).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(credential?.secure).toBeFalsy();
    expect(token?.httpOnly).toBeFalsy();
    expect(token?.value).toBe('1');
    const days = ((credential?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(stored?.tokenHash).not.toBe(credential?.value);

    const profile = await t.app.inject({
      url: '/api/v1/ReadProfile',
      headers: { cookie: cookieHeader(response) },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('marks the cookies Secure when COOKIE_SECURE=true, the credential under the __Host- prefix', async () => {
    const secure = await createTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const email = freshEmail();
      await secure.app.inject(`/api/v1/UserOTP/${email}`);
      const response = await secure.app.inject(
        `/api/v1/VerifyLogin/${email}/${secure.mailer.codeFor(email)}`,
      );
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['__Host-shop_session', 'token']);
      expect(response.cookies.every((c) => c.secure)).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    await askCode(email);
    const code = codeFromMail(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_EXPIRED');
    expect(again.cookies).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await askCode(email);
    await t.database.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await verify(email, codeFromMail(email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: expect.stringContaining('Ask for a new one'),
    });
  });

  it('kills the code after five wrong tries, so even the right one then fails', async () => {
    const email = freshEmail();
    await askCode(email);
    const code = codeFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const refused = await verify(email, wrong);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'CODE_WRONG']);
    }
    expect((await verify(email, code)).json().code).toBe('CODE_EXPIRED');
  });

  it('forgets the earlier code when a new one is asked for', async () => {
    const email = freshEmail();
    await askCode(email);
    const first = codeFromMail(email);
    await ageRequests(email, 31);
    await askCode(email);
    const second = codeFromMail(email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('never matches a guessable code for an address that has none', async () => {
    for (const code of ['000000', '123456']) {
      expect((await verify('nobody@example.com', code)).statusCode).toBe(400);
    }
  });

  it.each(['12345', '1234567', 'abcdef', '%20'])(
    'refuses the malformed code "%s" with a 400',
    async (code) => {
      const response = await verify(freshEmail(), code);
      expect(response.statusCode).toBe(400);
      expect(response.json().status).toBe('fail');
    },
  );
});

describe('UserLogout', () => {
  it('revokes the session on the server and clears both cookies', async () => {
    const email = freshEmail();
    await askCode(email);
    const cookie = cookieHeader(await verify(email, codeFromMail(email)));

    const logout = await t.app.inject({ url: '/api/v1/UserLogout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    for (const name of ['shop_session', 'token']) {
      const cleared = logout.cookies.find((c) => c.name === name);
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    }

    const after = await t.app.inject({ url: '/api/v1/CartList', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('succeeds without a session', async () => {
    expect((await t.app.inject('/api/v1/UserLogout')).statusCode).toBe(200);
  });
});
