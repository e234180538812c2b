import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { historyFile } from '../../release/history';
import {
  DEPLOY_PORT,
  DEPLOY_RELEASES_DIR,
  DEPLOY_REMOTES_FILE,
  TEAM_DEV_SERVER_PORT,
} from '../playwright.config';
import {
  pointRemotes,
  publish,
  publishWithNginx,
  type RemoteHost,
  type RemoteWorkspace,
  remoteWorkspace,
} from '../support/deploy';
import { followMainNav } from '../support/navigation';
import { asFetched } from '../support/page-html';
import { signInThroughApi } from '../support/session';

/**
 * One team ships its slice alone while the shop runs: a changed catalogue is built from the team's own copy,
 * published on a host of its own, and only the shop's remotes file is pointed at it. These tests edit that file,
 * so they run one after the other against a shop of their own.
 */
// Each test builds a remote first: slower than a page journey, and the build competes for the CPU with the others.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://127.0.0.1:${DEPLOY_PORT}` });

const HOME_SCREEN = 'mfe-catalogue/src/pages/home/page.tsx';
const WELCOME = '<h1 className="shop-visually-hidden">Welcome to the shop</h1>';

let workspace: RemoteWorkspace | undefined;
let host: RemoteHost | undefined;

/** Builds the catalogue as a team would after the given edits, and publishes it. */
async function deployCatalogue(edits: Record<string, (text: string) => string>): Promise<RemoteHost> {
  workspace = await remoteWorkspace('catalogue');
  for (const [file, change] of Object.entries(edits)) await workspace.edit(file, change);
  host = await publish(await workspace.build());
  await pointRemotes(DEPLOY_REMOTES_FILE, { catalogue: host.manifestUrl });
  return host;
}

test.afterEach(async () => {
  await pointRemotes(DEPLOY_REMOTES_FILE, {});
  await host?.stop();
  await workspace?.remove();
  host = undefined;
  workspace = undefined;
});

/** The source with `from` replaced: a screen that no longer holds `from` fails the test, not its point. */
function replacing(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`the screen no longer holds ${JSON.stringify(from)}`);
  return source.replace(from, to);
}

/** The shared package one addition later than the shell's: its minor version up. */
function nextMinorVersion(packageJson: string): string {
  return packageJson.replace(/"version": "(\d+)\.(\d+)\.\d+"/, (_, major, minor) => {
    return `"version": "${major}.${Number(minor) + 1}.0"`;
  });
}

/** Every remote entry the page fetched, by URL. */
function watchRemoteEntryUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.\w+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The scripts the shell's page names as served, before the federation runtime adds the remotes' ones. */
async function shellScripts(page: Page): Promise<string[]> {
  const html = await page.evaluate(async () =>
    (await fetch(location.href, { headers: { accept: 'text/html' } })).text(),
  );
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].flatMap(([, src]) => (src ? [src] : []));
}

/** The home page as the shop's server renders it: its HTML before any script runs. */
async function servedHome(page: Page): Promise<string> {
  return (await page.request.get('/', asFetched)).text();
}

/** A page whose screen the server could not render: the frame, and the screen's skeleton for the browser. */
function expectFrameWithSkeleton(html: string) {
  expect(html).toContain('<header class="header">');
  expect(html).toContain('class="remote-screen-loading"');
  expect(html).not.toContain('Welcome to the shop');
}

async function expectFrameAndOtherSlicesWork(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await followMainNav(page, 'Login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
}

test('a team redeploys the catalogue alone: the running shell shows the new version, the other slices are untouched', async ({
  page,
}) => {
  const entries = watchRemoteEntryUrls(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
  await expect(page.getByText('Catalogue v2')).toHaveCount(0);
  const shellBefore = await shellScripts(page);

  const newCatalogue = await deployCatalogue({
    [HOME_SCREEN]: (source) => source.replace(WELCOME, `${WELCOME}<p>Catalogue v2</p>`),
  });
  // The pages the server renders come with the new release's server build: the first may be past the render's
  // budget on a busy machine while it loads the build, and come with the skeleton.
  await expect.poll(() => servedHome(page), { timeout: 10_000 }).toContain('<p>Catalogue v2</p>');
  await page.reload();
  await expect(page.getByText('Catalogue v2')).toBeVisible();
  expect(await shellScripts(page)).toEqual(shellBefore);
  expect(entries.filter((url) => url.startsWith(new URL(newCatalogue.manifestUrl).origin))).toHaveLength(1);

  await expectFrameAndOtherSlicesWork(page);
  expect(entries.filter((url) => url.includes('/remotes/account/'))).toHaveLength(1);
});

test('version skew: a catalogue built against a newer shared UI package works under the older shell', async ({
  page,
}) => {
  await deployCatalogue({
    'shared/package.json': nextMinorVersion,
    'shared/src/ui/version-badge.tsx': () =>
      'export function VersionBadge({ text }: { text: string }) {\n  return <p className="version-badge">{text}</p>;\n}\n',
    'shared/src/ui/index.ts': (text) => `${text}export { VersionBadge } from './version-badge';\n`,
    [HOME_SCREEN]: (source) =>
      `import { VersionBadge } from '@shop/shared/ui';\n${source.replace(
        WELCOME,
        `${WELCOME}<VersionBadge text="Built against a newer shared" />`,
      )}`,
  });
  // The cart first, so the shop's own copy of the UI package (1.0.0) is already loaded when the catalogue comes.
  await signInThroughApi(page.request);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();

  await followMainNav(page, 'Home');
  await expect(page.getByText('Built against a newer shared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  await followMainNav(page, 'Cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
});

test('version skew: a catalogue using a bus event the shell does not have yet degrades to its fallback, never a blank page', async ({
  page,
}) => {
  await deployCatalogue({
    'shared/package.json': nextMinorVersion,
    'shared/src/bus/index.ts': (text) => `${text}export const catalogueVisited = createEvent();\n`,
    [HOME_SCREEN]: (source) =>
      `import { catalogueVisited } from '@shop/shared/bus';\n${replacing(
        source,
        'export function HomePage() {',
        'export function HomePage() {\n  catalogueVisited();',
      )}`,
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The catalogue is temporarily unavailable' })).toBeVisible();
  await expectFrameAndOtherSlicesWork(page);
});

test('a deployed screen that throws shows the fallback; rolling the manifest back and Retry recover it', async ({
  page,
}) => {
  await deployCatalogue({
    [HOME_SCREEN]: (source) =>
      source.replace(
        'export function HomePage() {',
        "export function HomePage() {\n  throw new Error('v3 is broken');",
      ),
  });
  // Throwing on the server too: the page still comes, with the skeleton in the screen's place.
  expectFrameWithSkeleton(await servedHome(page));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The catalogue is temporarily unavailable' })).toBeVisible();

  await pointRemotes(DEPLOY_REMOTES_FILE, {});
  // The first render after the rollback loads the build again, which on a busy machine may take longer than the
  // render's budget: that page comes with the skeleton; the next is rendered whole.
  await expect.poll(() => servedHome(page), { timeout: 10_000 }).toContain('Welcome to the shop');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
});

test("the catalogue's own host down: the fallback, then Retry once the host is back", async ({ page }) => {
  const newCatalogue = await deployCatalogue({
    [HOME_SCREEN]: (source) => source.replace(WELCOME, `${WELCOME}<p>Catalogue v2</p>`),
  });
  // Its line is live (checked, no page loaded from it yet): one whose host never answered would be refused.
  const live = await (await page.request.get('/remotes.json')).json();
  expect(live.catalogue).toBe(newCatalogue.manifestUrl);
  await newCatalogue.stop();
  // Its server build cannot be had either: the page comes with the skeleton in the screen's place.
  expectFrameWithSkeleton(await servedHome(page));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The catalogue is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await newCatalogue.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Catalogue v2')).toBeVisible();
});

test('a line naming a release that does not exist is refused: the checkout still works, /readyz says why', async ({
  page,
}) => {
  // One character off a release id.
  const typo = '/releases/checkout/1.0.0-a94fa1l/mf-manifest.json';
  await pointRemotes(DEPLOY_REMOTES_FILE, { checkout: typo });
  await signInThroughApi(page.request);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();

  const ready = await page.request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect((await ready.json()).checks.remotes).toEqual({
    checkout: {
      refused: typo,
      reason: 'manifest answered 404',
      serving: '/remotes/checkout/mf-manifest.json',
    },
  });
});

/** Every file of a build, with a digest of its bytes. */
async function filesOf(dist: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dist, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return files;
}

test('the same sources build to the same files in any folder, so an old release can be built again', async () => {
  // The federation runtime at a path of each copy's own: the server build's container imports it by that path.
  const checkout = () => remoteWorkspace('checkout', { installedPackages: ['@module-federation'] });
  const copies = [await checkout(), await checkout()];
  try {
    const [first, second] = await Promise.all(copies.map(async (copy) => filesOf(await copy.build())));
    expect(Object.keys(first ?? {})).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'server/mf-manifest.json']),
    );
    expect(second).toEqual(first);
  } finally {
    for (const copy of copies) await copy.remove();
  }
});

test("each slice's manifest says which build it is: version, commit and the commit's time", async () => {
  for (const slice of ['catalogue', 'account', 'checkout']) {
    const manifest = path.join(__dirname, '..', '..', `mfe-${slice}`, 'dist', 'mf-manifest.json');
    const { buildInfo } = JSON.parse(await readFile(manifest, 'utf8')).metaData;
    expect(buildInfo).toEqual({
      buildVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      buildName: `@shop/mfe-${slice}`,
      commit: expect.stringMatching(/^[0-9a-f]{7}(-dirty)?$/),
      committedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
    });
  }
});

test('a team releases its slice into a folder of its own, promotes it, rolls back, and never overwrites one', async ({
  page,
}) => {
  // Two releases, each a build.
  test.setTimeout(360_000);
  const [first, second] = [`e2e-${Date.now()}`, `e2e-${Date.now()}-next`];
  const folders = [first, second].map((name) => path.join(DEPLOY_RELEASES_DIR, 'catalogue', name));
  const onTheShop = {
    RELEASES_DIR: DEPLOY_RELEASES_DIR,
    REMOTES_FILE: DEPLOY_REMOTES_FILE,
    SHOP_URL: `http://127.0.0.1:${DEPLOY_PORT}`,
  };
  // The tests before edited the remotes file by hand: this one's history starts afresh.
  await pointRemotes(DEPLOY_REMOTES_FILE, {});
  await rm(historyFile(DEPLOY_REMOTES_FILE), { force: true });
  let nginxHost: Awaited<ReturnType<typeof publishWithNginx>> | undefined;
  workspace = await remoteWorkspace('catalogue');
  try {
    await workspace.edit(HOME_SCREEN, (source) =>
      source.replace(WELCOME, `${WELCOME}<p>Catalogue ${first}</p>`),
    );
    const released = await workspace.release(first, DEPLOY_RELEASES_DIR);
    expect(released.code).toBe(0);
    expect(released.output).toContain(`"catalogue": "/releases/catalogue/${first}/mf-manifest.json"`);
    expect(released.output).toContain(`npm run release -w mfe-catalogue -- promote ${first}`);

    // Nothing is live until it is promoted.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the shop', level: 1 })).toBeVisible();
    await expect(page.getByText(`Catalogue ${first}`)).toHaveCount(0);
    const promoted = await workspace.releaseCommand(['promote', first], onTheShop);
    expect(promoted.code, promoted.output).toBe(0);
    expect(promoted.output).toContain('Rollback has no earlier release');
    await page.reload();
    await expect(page.getByText(`Catalogue ${first}`)).toBeVisible();

    const before = await filesOf(folders[0] as string);
    const again = await workspace.release(first, DEPLOY_RELEASES_DIR);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists: a release is never overwritten');
    expect(await filesOf(folders[0] as string)).toEqual(before);

    // The next release, built and promoted in one command, then rolled back.
    await workspace.edit(HOME_SCREEN, (source) =>
      source.replace(`Catalogue ${first}`, `Catalogue ${second}`),
    );
    const next = await workspace.releaseCommand(['--as', second, '--promote'], onTheShop);
    expect(next.code, next.output).toBe(0);
    await page.reload();
    await expect(page.getByText(`Catalogue ${second}`)).toBeVisible();

    const rolledBack = await workspace.releaseCommand(['rollback'], onTheShop);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    await page.reload();
    await expect(page.getByText(`Catalogue ${first}`)).toBeVisible();
    await expect(page.getByText(`Catalogue ${second}`)).toHaveCount(0);
    // Never back to the shop's own build, which is no release.
    const pastFirst = await workspace.releaseCommand(['rollback'], onTheShop);
    expect(pastFirst.code).toBe(1);
    expect(pastFirst.output).toContain("came from the shop's own build");

    // The same release published on a host of the team's own, as the README's nginx configuration serves it.
    nginxHost = await publishWithNginx(DEPLOY_RELEASES_DIR);
    const entries = watchRemoteEntryUrls(page);
    await pointRemotes(DEPLOY_REMOTES_FILE, {
      catalogue: `${nginxHost.url}/catalogue/${first}/mf-manifest.json`,
    });
    await page.reload();
    await expect(page.getByText(`Catalogue ${first}`)).toBeVisible();
    expect(entries.filter((url) => url.startsWith(nginxHost?.url ?? '-'))).toHaveLength(1);
  } finally {
    await nginxHost?.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    await rm(historyFile(DEPLOY_REMOTES_FILE), { force: true });
  }
});

test("a team's slice from its dev server inside the running shop, the rest from the shop", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  workspace = await remoteWorkspace('catalogue');
  await workspace.edit(HOME_SCREEN, (source) =>
    source.replace(WELCOME, `${WELCOME}<p>Catalogue in development</p>`),
  );
  const server = await workspace.startDevServer(TEAM_DEV_SERVER_PORT, `http://127.0.0.1:${DEPLOY_PORT}`);
  try {
    await pointRemotes(DEPLOY_REMOTES_FILE, { catalogue: `${server.url}/mf-manifest.json` });
    await page.goto('/');
    await expect(page.getByText('Catalogue in development')).toBeVisible();
    await expectFrameAndOtherSlicesWork(page);
    expect(pageErrors).toEqual([]);
  } finally {
    await server.stop();
  }
});

test.describe('a slice adds a screen with its release', () => {
  /**
   * Screens the shop has never had: the gift cards, and each card at its own address, with a head of its own (title
   * and JSON-LD) and a 404 for a card there is none of. Ready at once, so the server renders them too.
   */
  const GIFT_CARDS_SCREEN = `import type { ServerLoad } from '@shop/shared/contracts';
import { pageTitle } from '@shop/shared/lib';
import { useParams } from '@shop/shared/router';
import { createEvent, createStore } from 'effector';

const CARDS: Record<string, string> = { birthday: 'Birthday gift card', wedding: 'Wedding gift card' };
const nameOf = (id: string | undefined) =>
  id === undefined ? 'Gift cards' : Object.hasOwn(CARDS, id) ? CARDS[id] : undefined;

export const serverLoad: ServerLoad = {
  opened: createEvent(),
  $ready: createStore(true),
  page: ({ address, site }) => {
    const name = nameOf(address.params.id);
    if (name === undefined) return { status: 404 };
    const canonical = site + '/gift-cards' + (address.params.id ? '/' + address.params.id : '');
    return {
      status: 200,
      head: {
        title: pageTitle(name),
        description: name + ': a gift for every occasion.',
        canonical,
        type: 'product',
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name, url: canonical }],
      },
    };
  },
};

export default function GiftCards() {
  const { id } = useParams();
  return (
    <section>
      <h1>{nameOf(id) ?? 'No such gift card'}</h1>
      <p>A gift card for every occasion.</p>
    </section>
  );
}
`;
  const GIFT_CARDS_ROUTES = [
    "{ path: '/gift-cards', module: './GiftCards', title: 'Gift cards' },",
    "{ path: '/gift-cards/:id', module: './GiftCards', title: 'Gift card' },",
  ].join('\n  ');

  const served = (page: Page, url: string) => page.request.get(url, { headers: { accept: 'text/html' } });
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, data]) =>
      JSON.parse(data ?? 'null'),
    );

  test('its pages are served rendered with their own head and status, by the shell and storefront already running', async ({
    page,
  }) => {
    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect((await served(page, '/gift-cards/birthday')).status()).toBe(404);
    const shellBefore = await shellScripts(page);

    await deployCatalogue({
      'mfe-catalogue/src/exposes/gift-cards.tsx': () => GIFT_CARDS_SCREEN,
      'mfe-catalogue/rspack.config.ts': (config) =>
        replacing(config, 'exposes: {\n', "exposes: {\n    './GiftCards': './src/exposes/gift-cards.tsx',\n"),
      'mfe-catalogue/src/exposes/contract.ts': (contract) =>
        replacing(
          replacing(
            contract,
            'export interface CatalogueScreens {\n',
            "export interface CatalogueScreens {\n  './GiftCards': Record<string, never>;\n",
          ),
          'export const CATALOGUE_ROUTES = [\n',
          `export const CATALOGUE_ROUTES = [\n  ${GIFT_CARDS_ROUTES}\n`,
        ),
    });
    // The shop's server learns the routes from the release, renders their screen and writes the head it gives. Its
    // first page loads the release's server build, which on a busy machine can outlast a page's render budget: that
    // page is then the browser's to render, and the next one comes rendered.
    let card = await served(page, '/gift-cards/birthday');
    await expect
      .poll(async () => {
        card = await served(page, '/gift-cards/birthday');
        return card.text();
      })
      .toContain('<h1>Birthday gift card</h1>');
    expect(card.status()).toBe(200);
    const html = await card.text();
    expect(html).toContain('<title>Birthday gift card | Shop</title>');
    expect(html).toContain('<link rel="canonical" href="');
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({ '@type': 'Product', name: 'Birthday gift card' }),
    ]);

    const unknown = await served(page, '/gift-cards/no-such-card');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<title>Page not found | Shop</title>');

    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
    await expect(page.getByText('A gift card for every occasion.')).toBeVisible();
    await page.goto('/gift-cards/wedding');
    await expect(page.getByRole('heading', { name: 'Wedding gift card', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Wedding gift card | Shop');
    expect(await shellScripts(page)).toEqual(shellBefore);
    await expectFrameAndOtherSlicesWork(page);
  });
});
