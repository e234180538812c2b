import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { createTestApp, signIn, type TestApp } from '../support/app';

const OPERATOR = 'owner@shop.test';
let t: TestApp;
let operator: string;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = path.join(await mkdtemp(path.join(tmpdir(), 'shop-uploads-')), 'uploads');
  t = await createTestApp({ env: { ADMIN_EMAILS: OPERATOR, UPLOADS_DIR: uploadsDir } });
  operator = await signIn(t, OPERATOR);
});
afterAll(async () => {
  await t.close();
  await rm(path.dirname(uploadsDir), { recursive: true, force: true });
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const AVIF = Buffer.concat([Buffer.from('0000001c', 'hex'), Buffer.from('ftypavif'), Buffer.alloc(32)]);

/** A multipart/form-data body holding one file, as a browser's form sends it. */
function upload(bytes: Buffer, options: { filename?: string; type?: string; cookie?: string | null } = {}) {
  const boundary = '----shop-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'picture.png'}"\r\n` +
        `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const cookie = options.cookie === undefined ? operator : options.cookie;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

it.each([
  ['png', PNG],
  ['jpg', JPEG],
  ['webp', WEBP],
  ['avif', AVIF],
])(
  'stores a %s picture under its content hash and serves it back with long immutable caching',
  async (extension, bytes) => {
    const response = await upload(bytes, { filename: 'anything.bin', type: 'application/octet-stream' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json().data;
    expect(url).toMatch(new RegExp(`^/api/images/uploads/[0-9a-f]{64}\\.${extension}$`));

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The URL is one a product's image fields accept.
    const again = await upload(bytes);
    expect(again.json().data.url).toBe(url);
  },
);

it('stores the same picture once', async () => {
  const files = (await readdir(uploadsDir)).filter((name) => name.endsWith('.png'));
  expect(files).toHaveLength(1);
});

it.each([
  [
    'an SVG, whatever it says it is',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['a GIF', Buffer.from('GIF89a0000000000')],
  ['text named .png', Buffer.from('not a picture at all')],
])('refuses %s with 415', async (_what, bytes) => {
  const response = await upload(bytes, { filename: 'x.png', type: 'image/png' });
  expect(response.statusCode).toBe(415);
  expect(response.json()).toMatchObject({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: expect.stringMatching(/^file must be/),
  });
});

it('refuses a picture over 5 MB with 413 and stores nothing', async () => {
  const before = await readdir(uploadsDir);
  const response = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ code: 'TOO_LARGE', message: 'file is over 5 MB' });
  expect(await readdir(uploadsDir)).toEqual(before);
});

it('refuses a body that is not multipart with 415, and a visitor or customer before reading it', async () => {
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/images',
    headers: { cookie: operator },
    payload: { url: 'x' },
  });
  expect(json.statusCode).toBe(415);
  expect((await upload(PNG, { cookie: null })).statusCode).toBe(401);
  expect((await upload(PNG, { cookie: await signIn(t, 'shopper@example.com') })).statusCode).toBe(403);
});

it('answers 404 for a picture that is not there', async () => {
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/images/uploads/${'0'.repeat(64)}.png` })).statusCode,
  ).toBe(404);
});

describe('a malformed form', () => {
  const BOUNDARY = 'shop-test-boundary';
  const filePart = (bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const whole = Buffer.concat([filePart(PNG), end]);
  const field = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n`);
  const raw = (payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/images',
      headers: { 'content-type': contentType, cookie: operator },
      payload,
    });
  const uploads = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'image.upload'));

  it('takes the well-formed raw body these cases are cut from', async () => {
    expect((await raw(whole)).statusCode).toBe(201);
  });

  const malformed = /^the multipart body is malformed or cut short: /;
  it.each([
    ['cut in the middle of the picture', whole.subarray(0, 140), undefined, malformed],
    ['cut inside the part headers', whole.subarray(0, 60), undefined, malformed],
    ['without its closing boundary', filePart(PNG), undefined, malformed],
    [
      'with a delimiter but no closing one',
      Buffer.concat([filePart(PNG), Buffer.from(`--${BOUNDARY}\r\n`)]),
      undefined,
      malformed,
    ],
    [
      'under another boundary than its Content-Type names',
      whole,
      'multipart/form-data; boundary=other',
      malformed,
    ],
    ['with no boundary in its Content-Type', whole, 'multipart/form-data', malformed],
    ['with an empty boundary', whole, 'multipart/form-data; boundary=', malformed],
    ['that is no multipart at all', Buffer.from('hello'), undefined, malformed],
    [
      'with a second file',
      Buffer.concat([filePart(PNG), filePart(JPEG), end]),
      undefined,
      /^the form must hold one file/,
    ],
    [
      'with a field besides the file',
      Buffer.concat([filePart(PNG), field, end]),
      undefined,
      /^the form must hold one file/,
    ],
    ['with a field and no file', Buffer.concat([field, end]), undefined, /^the form must hold one file/],
    ['with no part', end, undefined, /^file is required$/],
  ] as const)(
    'refuses a body %s with a 400 saying so, storing and auditing nothing',
    async (_what, payload, contentType, message) => {
      const [files, audited] = [await readdir(uploadsDir), (await uploads()).length];
      const response = await raw(payload, contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'fail',
        code: 'VALIDATION',
        message: expect.stringMatching(message),
      });
      expect(await readdir(uploadsDir)).toEqual(files);
      expect(await uploads()).toHaveLength(audited);
    },
  );
});

it('audits each upload: the operator, the time, the SHA-256 of the bytes and their size', async () => {
  const picture = Buffer.concat([PNG, Buffer.from('audited')]);
  const sha256 = createHash('sha256').update(picture).digest('hex');
  const started = new Date();
  const response = await upload(picture);
  expect(response.statusCode).toBe(201);
  const { url } = response.json().data;

  const audit = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/audit?entity=image&entityId=${sha256}.png`,
    headers: { cookie: operator },
  });
  const [entry, ...others] = audit.json().data;
  expect(others).toEqual([]);
  expect(entry).toEqual({
    id: expect.any(String),
    actor: OPERATOR,
    action: 'image.upload',
    entity: 'image',
    entityId: `${sha256}.png`,
    before: null,
    after: { url, sha256, bytes: picture.length },
    at: expect.any(String),
  });
  expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started.getTime() - 1000);
  expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);

  // The same picture again is another upload by someone: another row, still one file.
  await upload(picture);
  const again = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, `${sha256}.png`));
  expect(again).toHaveLength(2);
});
