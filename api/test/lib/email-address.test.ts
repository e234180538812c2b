import { isEmailFragment } from '../../src/lib/email-address';

// Whole addresses are checked by the storefront's rule, which the API's schema format uses (tested in shared).
describe('isEmailFragment', () => {
  const longest = `${'a'.repeat(64)}@${'d'.repeat(185)}.com`;

  it('takes any part of an address, and refuses spaces, control characters and more than 254 octets', () => {
    expect(isEmailFragment('@example')).toBe(true);
    expect(isEmailFragment('ada')).toBe(true);
    expect(isEmailFragment(longest)).toBe(true);
    expect(isEmailFragment(`${longest}x`)).toBe(false);
    expect(isEmailFragment('ada\u001b')).toBe(false);
    expect(isEmailFragment('ada lovelace')).toBe(false);
    expect(isEmailFragment('')).toBe(false);
  });
});
