import { PENDING_ADD_MINUTES, rememberPendingAdd, takePendingAdd } from './pending-add';

const LINE = { size: 'M', color: 'Red', qty: 2 };
const MINUTE = 60_000;
const at = Date.parse('2026-05-01T10:00:00Z');

beforeEach(() => sessionStorage.clear());

test('a press kept for a product is handed back once for that product, then is gone', () => {
  rememberPendingAdd('cart', 'p1', LINE, at);
  expect(takePendingAdd('cart', 'p1', at + MINUTE)).toEqual(LINE);
  expect(takePendingAdd('cart', 'p1', at + MINUTE)).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test('the cart and the wish list each keep their own', () => {
  rememberPendingAdd('cart', 'p1', LINE, at);
  rememberPendingAdd('wish', 'p1', {}, at);
  expect(takePendingAdd('wish', 'p1', at)).toEqual({});
  expect(takePendingAdd('wish', 'p1', at)).toBeNull();
  expect(takePendingAdd('cart', 'p1', at)).toEqual(LINE);
});

test("another product's page leaves it for its own", () => {
  rememberPendingAdd('cart', 'p1', LINE, at);
  expect(takePendingAdd('cart', 'p2', at)).toBeNull();
  expect(takePendingAdd('cart', 'p1', at)).toEqual(LINE);
});

test(`one older than ${PENDING_ADD_MINUTES} minutes, or from the future, is dropped unused`, () => {
  rememberPendingAdd('cart', 'p1', LINE, at);
  expect(takePendingAdd('cart', 'p1', at + PENDING_ADD_MINUTES * MINUTE)).toBeNull();
  expect(sessionStorage.length).toBe(0);
  rememberPendingAdd('cart', 'p1', LINE, at + MINUTE);
  expect(takePendingAdd('cart', 'p1', at)).toBeNull();
  expect(sessionStorage.length).toBe(0);
});

test.each([
  ['not JSON', '{'],
  ['no time', JSON.stringify({ productId: 'p1', line: LINE })],
  ['a quantity out of range', JSON.stringify({ productId: 'p1', at, line: { ...LINE, qty: 100 } })],
  ['a size that is not text', JSON.stringify({ productId: 'p1', at, line: { ...LINE, size: 3 } })],
])('a kept value with %s adds nothing and is dropped', (_, stored) => {
  sessionStorage.setItem('checkout:pending-add:cart', stored);
  expect(takePendingAdd('cart', 'p1', at)).toBeNull();
  expect(sessionStorage.length).toBe(0);
});
