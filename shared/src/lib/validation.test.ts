import { isEmail, isEmpty, isLetters, isMobile, isNull, isNumeric } from './validation';

test.each([
  ['ada@example.com', true],
  ['a@b.c', true],
  ['no-at-sign.example.com', false],
  ['ada@nodot', false],
  ['ada@home@example.com', false],
  ['', false],
])('isEmail(%j) is %s (the loose text@text.text pattern)', (value, valid) => {
  expect(isEmail(value)).toBe(valid);
});

test.each([
  ['an escape', 'ada\u001b[2J@example.com'],
  ['a NUL', 'ada\u0000@example.com'],
  ['a C1 control', 'ada\u0085@example.com'],
  ['a line break', 'ada@example.com\nBcc: x@example.com'],
  ['65 octets before the @', `${'a'.repeat(65)}@example.com`],
  ['65 octets before the @, in 33 characters', `${'é'.repeat(32)}a@example.com`],
  ['255 octets in all', `ada@${'d'.repeat(247)}.com`],
  ['255 octets in 254 characters', `${'a'.repeat(64)}@${'d'.repeat(184)}é.com`],
])('isEmail refuses an address with %s (control characters, RFC 5321 lengths)', (_, value) => {
  expect(isEmail(value)).toBe(false);
});

test('isEmail accepts 64 octets before the @ and 254 in all', () => {
  expect(isEmail(`${'a'.repeat(64)}@${'d'.repeat(185)}.com`)).toBe(true);
  expect(isEmail(`${'é'.repeat(32)}@example.com`)).toBe(true);
});

test.each([
  ['01712345678', true],
  ['+8801712345678', true],
  ['008801912345678', true],
  ['01212345678', false],
  ['0171234567', false],
  ['+4401712345678', false],
])('isMobile(%j) is %s', (value, valid) => {
  expect(isMobile(value)).toBe(valid);
});

test('isLetters, isNumeric, isNull and isEmpty accept and refuse what their names say', () => {
  expect(isLetters('Ada Lovelace')).toBe(true);
  expect(isLetters('R2D2')).toBe(false);
  expect(isNumeric('1250')).toBe(true);
  expect(isNumeric('12.5')).toBe(true);
  expect(isNumeric('12a')).toBe(false);
  expect(isNull(null)).toBe(true);
  expect(isNull(undefined)).toBe(true);
  expect(isNull('')).toBe(false);
  expect(isEmpty('   ')).toBe(true);
  expect(isEmpty(null)).toBe(true);
  expect(isEmpty('x')).toBe(false);
});
