import type { Locator, Page } from '@playwright/test';

/** The header's main navigation, with the menu opened first where a phone screen folds it away. */
export async function mainNav(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

export async function followMainNav(page: Page, link: string): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: link, exact: true }).click();
}
