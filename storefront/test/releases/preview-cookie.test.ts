import { previewable, signPreview, verifiedPreview } from '../../src/releases/preview-cookie';

const KEY = 'k'.repeat(64);
const PREVIEW = { checkout: '/releases/checkout/1.1.0-abc/mf-manifest.json' };
const NOW = Date.parse('2026-11-27T08:00:00Z');
const LATER = new Date(NOW + 60_000);
const SESSION = 'the-operators-session-token';
const CDN = 'https://cdn.example';
const read = (value: string | undefined, sessionToken: string | undefined = SESSION, origins = [CDN]) =>
  verifiedPreview(value, { key: KEY, sessionToken, rules: { origins }, now: NOW });

describe("an operator's preview cookie", () => {
  it('names the releases it was signed with until it expires', () => {
    const cookie = signPreview(PREVIEW, LATER, SESSION, KEY);
    expect(read(cookie)).toEqual(PREVIEW);
    expect(
      verifiedPreview(cookie, {
        key: KEY,
        sessionToken: SESSION,
        rules: { origins: [] },
        now: LATER.getTime(),
      }),
    ).toBeUndefined();
  });

  it('is good only beside the session it was signed for: another, or none, previews nothing', () => {
    const cookie = signPreview(PREVIEW, LATER, SESSION, KEY);
    expect(read(cookie, 'another-session-token')).toBeUndefined();
    expect(
      verifiedPreview(cookie, { key: KEY, sessionToken: undefined, rules: { origins: [] }, now: NOW }),
    ).toBeUndefined();
    // The session's token itself is not in the cookie: only a keyed digest of it.
    expect(Buffer.from(cookie.split('.')[0] ?? '', 'base64url').toString()).not.toContain(SESSION);
  });

  it('is ignored when signed with another key, altered, forged or mangled', () => {
    const cookie = signPreview(PREVIEW, LATER, SESSION, KEY);
    const [payload, signature] = cookie.split('.') as [string, string];
    const original = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(
      JSON.stringify({ ...original, overrides: { checkout: 'https://evil.example/mf-manifest.json' } }),
    ).toString('base64url');
    for (const value of [
      signPreview(
        PREVIEW,
        LATER,
        SESSION,
        'another key of the same length as the shop key, not the shop key',
      ),
      `${otherPayload}.${signature}`,
      `${payload}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${payload}.`,
      payload,
      `${cookie}.more`,
      '',
      undefined,
    ]) {
      expect(read(value)).toBeUndefined();
    }
  });

  it("previews only what today's rules allow, even when signed: releases, and listed origins", () => {
    const onCdn = { checkout: `${CDN}/checkout/2.0.0/mf-manifest.json` };
    expect(read(signPreview(onCdn, LATER, SESSION, KEY))).toEqual(onCdn);
    // The origin was taken out of PREVIEW_ORIGINS since.
    expect(read(signPreview(onCdn, LATER, SESSION, KEY), SESSION, [])).toBeUndefined();
    for (const overrides of [
      { checkout: PREVIEW.checkout, basket: '/b.json' },
      { checkout: 'javascript:alert(1)' },
      { checkout: '/remotes/checkout/mf-manifest.json' },
      { checkout: '/releases/catalogue/1.0.0/mf-manifest.json' },
    ]) {
      expect(read(signPreview(overrides as typeof PREVIEW, LATER, SESSION, KEY))).toBeUndefined();
    }
  });
});

describe('where a preview may load a slice from', () => {
  const rules = { origins: [CDN] };
  it.each([
    ['one of its releases', '/releases/checkout/1.1.0-abc/mf-manifest.json', true],
    ["another slice's release", '/releases/account/1.1.0-abc/mf-manifest.json', false],
    ['a path that climbs out of the releases', '/releases/checkout/../../secrets/mf-manifest.json', false],
    ['a path with a backslash', '/\\evil.example/mf-manifest.json', false],
    ['a listed origin', `${CDN}/checkout/mf-manifest.json`, true],
    ['an unlisted origin', 'https://evil.example/mf-manifest.json', false],
    ["the shop's own API", '/api/v1/CreateInvoice?x=/mf-manifest.json', false],
    ['the internal network', 'http://10.0.0.5:6379/mf-manifest.json', false],
  ])('%s: %s', (_label, location, allowed) => {
    expect(previewable('checkout', location, rules)).toBe(allowed);
  });
});
