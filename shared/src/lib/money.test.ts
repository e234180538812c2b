import { cartTotals, formatMoney, linePrice, lineTotal, unitPrice, VAT_RATE } from './money';

const plain = { price: 19.99, discount: false, discountPrice: null };
const discounted = { price: 120, discount: true, discountPrice: 99.5 };

test('money is shown with a dollar sign and cents', () => {
  expect(formatMoney(1234.5)).toBe('$1,234.50');
  expect(formatMoney(0)).toBe('$0.00');
});

test('money is written as the en-US currency format writes it, rounding included', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const amounts = [
    0.004, 0.005, 0.015, 1.005, 2.675, 19.99, 99.5, 999.995, 1000, 12_345.678, 1_234_567.891, -42.1,
  ];
  for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100, cents * 10.01);
  for (const amount of amounts) expect(formatMoney(amount)).toBe(intl.format(amount));
});

test('a discounted product costs its discount price, any other its price', () => {
  expect(unitPrice(discounted)).toBe(99.5);
  expect(unitPrice(plain)).toBe(19.99);
  // A discount flag without a discount price falls back to the price rather than to nothing.
  expect(unitPrice({ price: 10, discount: true, discountPrice: null })).toBe(10);
});

test('a line is the unit price times the quantity, parsed as a whole number', () => {
  expect(linePrice({ product: plain, qty: 3 })).toBe(59.97);
  expect(linePrice({ product: discounted, qty: '2' })).toBe(199);
  expect(linePrice({ product: plain, qty: 'x' })).toBe(0);
});

test('a price paid times a quantity is counted in cents: no float drift', () => {
  // 0.1 * 3 is 0.30000000000000004 in floating point; 64.5 * 2 is exact either way.
  expect(lineTotal(0.1, 3)).toBe(0.3);
  expect(lineTotal(64.5, 2)).toBe(129);
  expect(lineTotal(19.99, '4')).toBe(79.96);
  expect(lineTotal(5, 'x')).toBe(0);
});

test('VAT is 5% of the total rounded to the cent, and payable is their sum, without float drift', () => {
  expect(VAT_RATE).toBe(0.05);
  // 3 x 19.99 = 59.97; 5% = 2.9985, rounded to 3.00.
  expect(cartTotals([{ product: plain, qty: 3 }])).toEqual({ total: 59.97, vat: 3, payable: 62.97 });
  expect(
    cartTotals([
      { product: plain, qty: 1 },
      { product: discounted, qty: 2 },
    ]),
  ).toEqual({ total: 218.99, vat: 10.95, payable: 229.94 });
  expect(cartTotals([])).toEqual({ total: 0, vat: 0, payable: 0 });
});
