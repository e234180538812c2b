import { jsonInScript } from './html';

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
