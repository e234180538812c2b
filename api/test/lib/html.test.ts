import { jsonInScript, sanitizeContent } from '../../src/lib/html';

describe('sanitizeContent', () => {
  it('keeps pictures under /api/images/ and on https', () => {
    const html =
      '<img src="/api/images/uploads/ab.webp" alt="Heel" /><img src="https://cdn.example/a.png" />';
    expect(sanitizeContent(html)).toBe(html);
  });

  it.each([
    '/api/images/../v1/CreateInvoice',
    '/api/images/&#46;&#46;/v1/CreateInvoice',
    '/api/images/%2e%2e/v1/CreateInvoice',
    '/api/v1/CreateInvoice',
    'https://shop.example/api/v1/CreateInvoice',
    '//evil.example/a.png',
    'http://cdn.example/a.png',
    'data:image/png;base64,AAAA',
    'logo.svg',
  ])('drops an img src that is no picture URL (%s), keeping the img and its alt', (src) => {
    expect(sanitizeContent(`<p>Sole<img src="${src}" alt="Sole" width="40"></p>`)).toBe(
      '<p>Sole<img alt="Sole" width="40" /></p>',
    );
  });
});

describe('jsonInScript', () => {
  it('cannot close its script element or open a comment, and parses back to the same value', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      lines: 'a\u2028b\u2029c',
    };
    const text = jsonInScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
