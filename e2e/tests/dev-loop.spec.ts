import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEAD_REMOTE_URL, DEV_SERVER_PORT, SHOP_PORT } from '../playwright.config';
import { type DevServer, type RemoteWorkspace, remoteWorkspace, startDevServer } from '../support/deploy';
import type { RemoteName } from '../support/federation';
import { latestCode, newCustomerEmail } from '../support/session';

/**
 * A slice team's daily loop: the remote's dev server alone (`npm run dev -w mfe-<remote>`), its standalone page
 * against the API, and an edit of a screen arriving in that page without a reload; an edit of the shared package
 * reaching an open page; and the composed development shop (the shell's dev server loading a remote's) taking a
 * remote's edit without a reload. Each test works on a team's copy of the sources (support/deploy.ts), so the
 * repository's files and builds stay as they are whatever happens.
 */
// Starting a dev server compiles the whole slice: slower than a page journey.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

interface Slice {
  remote: RemoteName;
  /** A route of the slice and the screen's source file. */
  path: string;
  screen: string;
  /** Words of that screen, edited in its source. */
  words: string;
  /** A customer's or operator's screen: the standalone frame asks to sign in first. */
  signedIn?: boolean;
}

const SLICES: Slice[] = [
  {
    remote: 'catalogue',
    path: '/',
    screen: 'mfe-catalogue/src/pages/home/page.tsx',
    words: 'Welcome to the shop',
  },
  {
    remote: 'account',
    path: '/login',
    screen: 'mfe-account/src/pages/login/page.tsx',
    words: 'We will e-mail you a 6-digit code. No password needed.',
  },
  {
    remote: 'checkout',
    path: '/cart',
    screen: 'mfe-checkout/src/pages/cart/page.tsx',
    words: 'Your cart is empty.',
    signedIn: true,
  },
  {
    // Its sections show to anyone signed in on the standalone page; the API then refuses a customer their data.
    remote: 'backoffice',
    path: '/admin/orders',
    screen: 'mfe-backoffice/src/app/sections.ts',
    words: 'Payments to decide',
    signedIn: true,
  },
];

const SHOP_API = `http://127.0.0.1:${SHOP_PORT}`;

/** Marks the document: a full reload drops the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Signs in through the standalone frame's own form, the code read from the shop's development mailbox. */
async function signInInTheFrame(page: Page) {
  const email = newCustomerEmail();
  // The API trusts X-Forwarded-For from loopback (the dev server's proxy): this customer gets a client address of
  // its own, below the per-client code limit the other journeys share.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.200.${process.pid % 256}.${Date.now() % 256}` });
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel(/^Code/)).toBeVisible();
  await page.getByLabel(/^Code/).fill(await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const [index, slice] of SLICES.entries()) {
  test(`the ${slice.remote} slice's dev server alone: its page renders, and an edit of the screen arrives without a reload`, async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let workspace: RemoteWorkspace | undefined;
    let server: DevServer | undefined;
    try {
      workspace = await remoteWorkspace(slice.remote);
      server = await workspace.startDevServer(DEV_SERVER_PORT + index, SHOP_API);

      await page.goto(`${server.url}${slice.path}`);
      // The frame: a page whose shared chunks fail to load stays blank.
      await expect(page.getByRole('navigation', { name: 'Slice routes' })).toBeVisible();
      if (slice.signedIn) await signInInTheFrame(page);
      await expect(page.getByText(slice.words, { exact: true })).toBeVisible();
      await markDocument(page);

      const edited = `${slice.words} (edited)`;
      await workspace.edit(slice.screen, (source) => source.replace(slice.words, edited));
      await expect(page.getByText(edited, { exact: true })).toBeVisible();
      expect(await isSameDocument(page)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await server?.stop();
      await workspace?.remove();
    }
  });
}

test("an edit of the shared package reaches a slice's open page", async ({ page }) => {
  let workspace: RemoteWorkspace | undefined;
  let server: DevServer | undefined;
  try {
    workspace = await remoteWorkspace('catalogue');
    server = await workspace.startDevServer(DEV_SERVER_PORT, SHOP_API);
    await page.goto(server.url);
    const frame = page.getByRole('banner');
    await expect(frame).toContainText('(standalone)');

    // A shared module may be swapped in place or the page reloaded: either way the open page shows the edit.
    await workspace.edit('shared/src/standalone/index.tsx', (source) =>
      source.replace('(standalone)', '(standalone, edited)'),
    );
    await expect(frame).toContainText('(standalone, edited)');
  } finally {
    await server?.stop();
    await workspace?.remove();
  }
});

test("in the composed development shop (the shell's dev server loading the catalogue's), an edit of the catalogue's screen arrives without a reload", async ({
  page,
}, testInfo) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const cataloguePort = DEV_SERVER_PORT + SLICES.length;
  const words = 'Welcome to the shop';
  let workspace: RemoteWorkspace | undefined;
  let catalogue: DevServer | undefined;
  let shell: DevServer | undefined;
  try {
    workspace = await remoteWorkspace('catalogue');
    catalogue = await workspace.startDevServer(cataloguePort, SHOP_API);
    // The shell runs from the repository as it is (a dev server writes nothing); only the catalogue's copy is edited.
    shell = await startDevServer(path.join(__dirname, '..', '..', 'shell'), 'shell', cataloguePort + 1, {
      API_URL: SHOP_API,
      CATALOGUE_DEV_PORT: String(cataloguePort),
      REMOTE_ACCOUNT_URL: DEAD_REMOTE_URL,
      REMOTE_CHECKOUT_URL: DEAD_REMOTE_URL,
    });

    await page.goto(shell.url);
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    // Only an update of the edit itself is under test: both servers first finish whatever they compile on their own.
    await Promise.all([catalogue.untilIdle(), shell.untilIdle()]);
    await markDocument(page);

    const edited = `${words} (edited)`;
    await workspace.edit('mfe-catalogue/src/pages/home/page.tsx', (source) => source.replace(words, edited));
    await expect(page.getByText(edited, { exact: true })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  } finally {
    for (const [name, server] of Object.entries({ catalogue, shell })) {
      if (server && testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach(`${name} dev server`, { body: server.output(), contentType: 'text/plain' });
    }
    await shell?.stop();
    await catalogue?.stop();
    await workspace?.remove();
  }
});
