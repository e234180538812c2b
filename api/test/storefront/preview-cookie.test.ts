import { signPreview, verifiedPreview } from '../../src/storefront/preview-cookie';

const KEY = 'k'.repeat(64);
const PREVIEW = { checkout: '/releases/checkout/1.1.0-abc/mf-manifest.json' };
const NOW = Date.parse('2026-11-27T08:00:00Z');
const LATER = new Date(NOW + 60_000);

describe("an operator's preview cookie", () => {
  it('names the releases it was signed with until it expires', () => {
    const cookie = signPreview(PREVIEW, LATER, KEY);
    expect(verifiedPreview(cookie, KEY, NOW)).toEqual(PREVIEW);
    expect(verifiedPreview(cookie, KEY, LATER.getTime())).toBeUndefined();
  });

  it('is ignored when signed with another key, altered, forged or mangled', () => {
    const cookie = signPreview(PREVIEW, LATER, KEY);
    const [payload, signature] = cookie.split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({
        overrides: { checkout: 'https://evil.example/mf-manifest.json' },
        until: LATER.getTime(),
      }),
    ).toString('base64url');
    for (const value of [
      signPreview(PREVIEW, LATER, 'another key of the same length as the shop key, not the shop key'),
      `${otherPayload}.${signature}`,
      `${payload}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${payload}.`,
      payload,
      `${cookie}.more`,
      '',
      undefined,
    ]) {
      expect(verifiedPreview(value, KEY, NOW)).toBeUndefined();
    }
  });

  it('keeps only known slices with locations a page may load, even when signed', () => {
    const cookie = signPreview(
      { checkout: PREVIEW.checkout, basket: '/b.json' } as typeof PREVIEW,
      LATER,
      KEY,
    );
    expect(verifiedPreview(cookie, KEY, NOW)).toEqual(PREVIEW);
    const scriptUrl = signPreview({ checkout: 'javascript:alert(1)' }, LATER, KEY);
    expect(verifiedPreview(scriptUrl, KEY, NOW)).toBeUndefined();
  });
});
