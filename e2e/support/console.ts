import type { Page } from '@playwright/test';

/**
 * Chromium's word that a preloaded answer was not asked for within a few seconds of the page's load: on a busy
 * machine a page rendered in the browser asks later than that. It is timing, not a fault; the storefront's tests
 * check which answers a page preloads.
 */
const isLate = (text: string) =>
  /was preloaded using link preload but not used within a few seconds/.test(text);

/**
 * Errors and warnings the page's console shows from now on, and the page's own uncaught errors: a hydration
 * mismatch, a failed chunk, a React warning. `expected` leaves out a message the test itself brings about.
 */
export function consoleTroubles(page: Page, expected?: RegExp): string[] {
  const troubles: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !expected?.test(text) &&
      !isLate(text)
    )
      troubles.push(text);
  });
  page.on('pageerror', (error) => troubles.push(error.message));
  return troubles;
}
