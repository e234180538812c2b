import type { PriceRange } from '@shop/shared/contracts';
import { formatMoney } from '@shop/shared/lib';

/** What the price sliders run between, and their step (docs/behaviour.md#filter). */
export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

export type PriceEnd = 'max' | 'min';

/** Steps a slider may move by: each divides $50 or $100, so those stay reachable while the range allows it. */
const STEPS = [1, 5, 10, 50, 100, 500, 1000, 5000, 10_000, 50_000, 100_000];
/** At most this many positions: on a phone's slider (about 300 px) each is still a pixel or more apart. */
const MAX_POSITIONS = 200;

/**
 * The sliders' bounds for a listing's prices: the finest step that keeps them within 200 positions, the lowest
 * price rounded down and the highest rounded up to it ($29.99 to $1,999 gives $20 to $2,000 in steps of $10).
 * None while the listing has no products.
 */
export function priceBounds(range: PriceRange): PriceBounds | null {
  if (range.min === null || range.max === null) return null;
  const { min: lowest, max: highest } = range;
  const fit = (step: number) => {
    const min = Math.floor(lowest / step) * step;
    return { min, max: Math.max(Math.ceil(highest / step) * step, min + step), step };
  };
  for (const step of STEPS) {
    const bounds = fit(step);
    if ((bounds.max - bounds.min) / step <= MAX_POSITIONS) return bounds;
  }
  return fit(STEPS[STEPS.length - 1] as number);
}

/** An amount as a customer reads it: `$100`, `$49.99`. */
export const amountText = (amount: number) => formatMoney(amount).replace(/\.00$/, '');

/** The slider's end that means "any": the top for the maximum, the bottom for the minimum. */
export const isOpenEnd = (end: PriceEnd, position: number, bounds: PriceBounds) =>
  end === 'max' ? position >= bounds.max : position <= bounds.min;

/** What the slider reads: at its open end `No limit` (maximum) or `No minimum`, otherwise the amount. */
export function priceText(end: PriceEnd, position: number, bounds: PriceBounds): string {
  if (!isOpenEnd(end, position, bounds)) return amountText(position);
  return end === 'max' ? 'No limit' : 'No minimum';
}

/** Dollars with at most two decimals, as the filter call takes them. */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export type AmountCheck = { amount: string } | { problem: string };

/**
 * A typed amount for one end of the filter: empty clears it; otherwise dollars within the bounds, and never a
 * minimum above the maximum (nor a maximum below the minimum) already set.
 */
export function checkAmount(text: string, end: PriceEnd, bounds: PriceBounds, other: string): AmountCheck {
  const typed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (typed === '') return { amount: '' };
  if (!AMOUNT.test(typed)) return { problem: 'Enter an amount in dollars, like 100 or 49.99.' };
  const amount = Number(typed);
  if (amount < bounds.min || amount > bounds.max) {
    return { problem: `Enter an amount from ${amountText(bounds.min)} to ${amountText(bounds.max)}.` };
  }
  const limit = other === '' ? null : Number(other);
  if (limit !== null && end === 'min' && amount > limit) {
    return { problem: `The minimum cannot be above the maximum, ${amountText(limit)}.` };
  }
  if (limit !== null && end === 'max' && amount < limit) {
    return { problem: `The maximum cannot be below the minimum, ${amountText(limit)}.` };
  }
  return { amount: String(amount) };
}
