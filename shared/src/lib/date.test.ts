import { formatDay } from './date';

test('a day reads as its day in UTC, wherever the page is read', () => {
  expect(formatDay('2026-11-22T10:00:00Z')).toBe('November 22, 2026');
  // 23:30 in New York is already the next day in UTC.
  expect(formatDay('2026-11-22T23:30:00-05:00')).toBe('November 23, 2026');
  expect(formatDay(new Date(Date.UTC(2027, 0, 1)))).toBe('January 1, 2027');
});
