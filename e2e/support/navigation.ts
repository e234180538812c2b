import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A phone's fold in the header, by its toggle's name: a <summary>, so it opens before the scripts run, or without
 * them. Wider screens hide it.
 */
export function foldToggle(page: Page, name: 'Menu' | 'Search'): Locator {
  return page.getByRole('banner').locator('summary', { hasText: name });
}

/** Opens what a phone folds behind a header toggle until `content` shows. */
async function unfold(toggle: Locator, content: Locator): Promise<Locator> {
  if ((await toggle.isVisible()) && !(await content.isVisible())) await toggle.click();
  await expect(content).toBeVisible();
  return content;
}

/**
 * Opens one of a page's tabs and gives its panel. A tap on a server-rendered tab before the scripts have taken over
 * does nothing: it is tapped again until the tab is selected.
 */
export async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();
  return page.getByRole('tabpanel', { name });
}

/** The header's main navigation, with the menu opened first where a phone screen folds it away. */
export function mainNav(page: Page): Promise<Locator> {
  return unfold(foldToggle(page, 'Menu'), page.getByRole('navigation', { name: 'Main' }));
}

export async function followMainNav(page: Page, link: string): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: link, exact: true }).click();
}

/** The header's search form (its field and Search button), opened first where a phone folds it away. */
export function searchForm(page: Page): Promise<Locator> {
  return unfold(foldToggle(page, 'Search'), page.getByRole('search'));
}

/** Opens a listing's filter, which a phone folds behind its Filters toggle (a <summary>, as the header's). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('complementary', { name: 'Filter products' }).locator('summary');
  if ((await toggle.isVisible()) && !(await page.getByLabel('Brand').isVisible())) await toggle.click();
  await expect(page.getByLabel('Brand')).toBeVisible();
}

/** The phone layout of the shop (720 px wide or less), where the header folds its links and search away. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) <= 720;
}
