import { writeFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { OPERATORS, PREVIEW_PORT, PREVIEW_RELEASES_DIR, PREVIEW_REMOTES_FILE } from '../playwright.config';
import { type RemoteWorkspace, remoteWorkspace } from '../support/deploy';
import { signInThroughApi } from '../support/session';

/**
 * A team opens the live shop with its new release before everyone: an operator's preview in one browser, then a
 * canary for a share of the visitors. One release of the catalogue, whose home page says its name, is made before
 * the tests (into the shop's RELEASES_DIR); nothing is rebuilt or restarted.
 */
// The release is built first: slower than a page journey, and the build competes for the CPU with the others.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const SHOP = `http://127.0.0.1:${PREVIEW_PORT}`;
test.use({ baseURL: SHOP });

const HOME_SCREEN = 'mfe-catalogue/src/pages/home/page.tsx';
const WELCOME = '<h1 className="shop-visually-hidden">Welcome to the shop</h1>';
// Releases are never overwritten, and the folder outlives a run: a name of this run's own.
const RELEASE = `1.0.0-e2e${Date.now().toString(36)}`;
const RELEASED = `/releases/catalogue/${RELEASE}/mf-manifest.json`;
const STABLE = '/remotes/catalogue/mf-manifest.json';

let workspace: RemoteWorkspace | undefined;

test.beforeAll(async () => {
  // A release is a build of the slice: on a busy machine it takes more than a hook's default 30 s.
  test.setTimeout(120_000);
  await writeFile(PREVIEW_REMOTES_FILE, '{}');
  workspace = await remoteWorkspace('catalogue');
  await workspace.edit(HOME_SCREEN, (source) =>
    source.replace(WELCOME, `${WELCOME}<p>Catalogue ${RELEASE}</p>`),
  );
  const released = await workspace.release(RELEASE, PREVIEW_RELEASES_DIR);
  expect(released.code, released.output).toBe(0);
});

test.afterAll(async () => {
  await writeFile(PREVIEW_REMOTES_FILE, '{}');
  await workspace?.remove();
});

/** Waits for the home page's screen, then says which catalogue the browser shows: the release's or the shop's. */
async function shownCatalogue(page: Page): Promise<'release' | 'stable'> {
  await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
  return (await page.getByText(`Catalogue ${RELEASE}`).count()) > 0 ? 'release' : 'stable';
}

/** The home page as the shop's server sends it to this browser (its cookies): the HTML before any script runs. */
async function servedHome(context: BrowserContext): Promise<{ html: string; catalogue: string }> {
  const html = await (await context.request.get('/', { headers: { accept: 'text/html' } })).text();
  const manifest = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(html)?.[1];
  return { html, catalogue: JSON.parse(manifest ?? '{}').catalogue };
}

test("an operator previews a release in their browser alone, under the preview's banner", async ({
  browser,
}) => {
  const operator = await browser.newContext();
  const shopper = await browser.newContext();
  try {
    await signInThroughApi(operator.request, OPERATORS.preview.desktop);
    const page = await operator.newPage();
    await page.goto(`/releases/preview?catalogue=${RELEASE}`);
    await expect(page).toHaveURL(`${SHOP}/`);
    const banner = page.getByRole('status', { name: 'Release preview' });
    await expect(banner).toContainText(`Preview: catalogue ${RELEASE}`);
    expect(await shownCatalogue(page)).toBe('release');
    expect((await servedHome(operator)).catalogue).toBe(RELEASED);

    const otherPage = await shopper.newPage();
    await otherPage.goto('/');
    expect(await shownCatalogue(otherPage)).toBe('stable');
    await expect(otherPage.getByRole('status', { name: 'Release preview' })).toHaveCount(0);

    await banner.getByRole('link', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(`${SHOP}/`);
    await expect(banner).toHaveCount(0);
    expect(await shownCatalogue(page)).toBe('stable');
  } finally {
    await operator.close();
    await shopper.close();
  }
});

test('a canary serves each visitor their side, page after page, as the server renders it', async ({
  browser,
}) => {
  await writeFile(
    PREVIEW_REMOTES_FILE,
    JSON.stringify({ catalogue: { stable: STABLE, canary: RELEASED, percent: 10 } }),
  );
  const visitors = { release: await browser.newContext(), stable: await browser.newContext() };
  try {
    // Buckets as the shop gives them, one below the canary's 10% and one above.
    await visitors.release.addCookies([{ name: 'shop_bucket', value: '3', url: SHOP }]);
    await visitors.stable.addCookies([{ name: 'shop_bucket', value: '42', url: SHOP }]);
    for (const [side, context] of Object.entries(visitors)) {
      const page = await context.newPage();
      await page.goto('/');
      expect(await shownCatalogue(page)).toBe(side);
      await page.reload();
      expect(await shownCatalogue(page)).toBe(side);

      const served = await servedHome(context);
      expect(served.catalogue).toBe(side === 'release' ? RELEASED : STABLE);
      // The server renders the stable release's screen; the canary's is rendered by the browser from the canary's
      // own code, never from the stable one's HTML.
      expect(served.html.includes('Welcome to the shop')).toBe(side === 'stable');
      expect(served.html).not.toContain(`Catalogue ${RELEASE}`);
    }

    // A new visitor is given a bucket that lasts: with every visitor on the canary, theirs is the release.
    await writeFile(
      PREVIEW_REMOTES_FILE,
      JSON.stringify({ catalogue: { stable: STABLE, canary: RELEASED, percent: 100 } }),
    );
    const newcomer = await browser.newContext();
    const page = await newcomer.newPage();
    await page.goto('/');
    expect(await shownCatalogue(page)).toBe('release');
    const [bucket] = (await newcomer.cookies()).filter((cookie) => cookie.name === 'shop_bucket');
    expect(bucket?.value).toMatch(/^\d{1,2}$/);
    expect(bucket?.httpOnly).toBe(true);
    await newcomer.close();
  } finally {
    await visitors.release.close();
    await visitors.stable.close();
  }
});
