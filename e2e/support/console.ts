import type { Page } from '@playwright/test';

/**
 * Errors and warnings the page's console shows from now on, and the page's own uncaught errors: a hydration
 * mismatch, a failed chunk, a React warning. `expected` leaves out a message the test itself brings about.
 */
export function consoleTroubles(page: Page, expected?: RegExp): string[] {
  const troubles: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && !expected?.test(text))
      troubles.push(text);
  });
  page.on('pageerror', (error) => troubles.push(error.message));
  return troubles;
}
