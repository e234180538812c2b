import { checkAmount, priceBounds, priceText } from './price';

describe('priceBounds', () => {
  test('fits the listing’s prices, rounded out to a step fine enough to pick $50 or $100', () => {
    // The demo catalogue: $29.99 to $1,999.
    expect(priceBounds({ min: 29.99, max: 1999 })).toEqual({ min: 20, max: 2000, step: 10 });
    expect(priceBounds({ min: 49.5, max: 229 })).toEqual({ min: 49, max: 229, step: 1 });
    expect(priceBounds({ min: 15, max: 899 })).toEqual({ min: 15, max: 900, step: 5 });
  });

  test('keeps at most 200 positions however wide the prices run', () => {
    const bounds = priceBounds({ min: 5, max: 250_000 });
    expect(bounds).toEqual({ min: 0, max: 250_000, step: 5000 });
  });

  test('one price still gives a slider with room to move, and no products give none', () => {
    expect(priceBounds({ min: 100, max: 100 })).toEqual({ min: 100, max: 101, step: 1 });
    expect(priceBounds({ min: null, max: null })).toBeNull();
  });
});

describe('priceText', () => {
  const bounds = { min: 20, max: 2000, step: 10 };

  test('reads the open ends as what they mean, and amounts as whole dollars where they are', () => {
    expect(priceText('max', 2000, bounds)).toBe('No limit');
    expect(priceText('min', 20, bounds)).toBe('No minimum');
    expect(priceText('max', 1500, bounds)).toBe('$1,500');
    expect(priceText('min', 49.99, bounds)).toBe('$49.99');
  });
});

describe('checkAmount', () => {
  const bounds = { min: 20, max: 2000, step: 10 };

  test('takes dollars within the bounds, written as people write them', () => {
    expect(checkAmount('100', 'max', bounds, '')).toEqual({ amount: '100' });
    expect(checkAmount(' $1,250.50 ', 'max', bounds, '')).toEqual({ amount: '1250.5' });
    expect(checkAmount('', 'min', bounds, '500')).toEqual({ amount: '' });
  });

  test('refuses what is not an amount, or one outside the bounds', () => {
    expect(checkAmount('ten', 'max', bounds, '')).toEqual({
      problem: 'Enter an amount in dollars, like 100 or 49.99.',
    });
    expect(checkAmount('10.999', 'max', bounds, '')).toHaveProperty('problem');
    expect(checkAmount('-5', 'min', bounds, '')).toHaveProperty('problem');
    expect(checkAmount('2500', 'max', bounds, '')).toEqual({
      problem: 'Enter an amount from $20 to $2,000.',
    });
    expect(checkAmount('10', 'min', bounds, '')).toEqual({ problem: 'Enter an amount from $20 to $2,000.' });
  });

  test('never lets the minimum pass the maximum', () => {
    expect(checkAmount('600', 'min', bounds, '500')).toEqual({
      problem: 'The minimum cannot be above the maximum, $500.',
    });
    expect(checkAmount('400', 'max', bounds, '500')).toEqual({
      problem: 'The maximum cannot be below the minimum, $500.',
    });
    expect(checkAmount('500', 'max', bounds, '500')).toEqual({ amount: '500' });
  });
});
