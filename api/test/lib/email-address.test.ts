import { isEmail } from '@shop/shared/lib';
import { isEmailAddress, isEmailFragment } from '../../src/lib/email-address';

const local64 = 'a'.repeat(64);
/** 254 characters in all: 64, @, a domain of 189. */
const longest = `${local64}@${'d'.repeat(185)}.com`;

// The storefront's check and the API's answer alike: what the one accepts, the other does.
describe.each([
  ['the API', isEmailAddress],
  ['the storefront', isEmail],
])('e-mail addresses %s takes', (_, accepts) => {
  it.each([
    ['ada@example.com'],
    ['a@b.c'],
    ['Mixed.Case+tag@example.co.uk'],
    ['josé@exämple.com'],
    [longest],
  ])('accepts %s', (address) => {
    expect(accepts(address)).toBe(true);
  });

  it.each([
    ['no at sign', 'ada.example.com'],
    ['no dot after the @', 'ada@example'],
    ['two @', 'ada@home@example.com'],
    ['a space', 'ada lovelace@example.com'],
    ['a tab', 'ada\t@example.com'],
    ['an escape', 'ada\u001b[2J@example.com'],
    ['a NUL', 'ada\u0000@example.com'],
    ['a DEL', 'ada\u007f@example.com'],
    ['a C1 control', 'ada\u009b@example.com'],
    ['a line break at the end', 'ada@example.com\n'],
    ['65 octets before the @', `a${local64}@example.com`],
    ['65 octets before the @, in 33 characters', `${'é'.repeat(32)}a@example.com`],
    ['255 characters', `${local64}@${'d'.repeat(186)}.com`],
    ['255 octets in 254 characters', `${local64}@${'d'.repeat(184)}é.com`],
    ['nothing', ''],
  ])('refuses one with %s', (_, address) => {
    expect(accepts(address)).toBe(false);
  });
});

describe('isEmailFragment', () => {
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
