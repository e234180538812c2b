import { isEmail, isEmpty, isLetters, isMobile, isNull, isNumeric } from './validation';

test.each([
  ['ada@example.com', true],
  ['a@b.c', true],
  ['no-at-sign.example.com', false],
  ['ada@nodot', false],
  ['', false],
])('isEmail(%j) is %s (the loose text@text.text pattern)', (value, valid) => {
  expect(isEmail(value)).toBe(valid);
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
