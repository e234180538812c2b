import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens what a phone folds behind a header button (`toggle`, while collapsed) until `content` shows. On a page
 * rendered by the server, a tap before the scripts have taken over does nothing: it is tapped again.
 */
async function unfold(toggle: Locator, content: Locator): Promise<Locator> {
  if (await toggle.isVisible()) {
    await expect(async () => {
      if (await toggle.isVisible()) await toggle.click();
      await expect(content).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
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
  return unfold(
    page.getByRole('banner').getByRole('button', { name: 'Menu', expanded: false }),
    page.getByRole('navigation', { name: 'Main' }),
  );
}

export async function followMainNav(page: Page, link: string): Promise<void> {
  await (await mainNav(page)).getByRole('link', { name: link, exact: true }).click();
}

/** The header's search form (its field and Search button), opened first where a phone folds it behind a button. */
export function searchForm(page: Page): Promise<Locator> {
  return unfold(
    page.getByRole('banner').getByRole('button', { name: 'Search', expanded: false }),
    page.getByRole('search'),
  );
}

/** The phone layout of the shop (720 px wide or less), where the header folds its links and search away. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) <= 720;
}
