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

/** The header's search form (its field and Search button), opened first where a phone folds it behind a button. */
export async function searchForm(page: Page): Promise<Locator> {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Search', expanded: false });
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('search');
}

/** The phone layout of the shop (720 px wide or less), where the header folds its links and search away. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) <= 720;
}
