import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHOP_PORT } from '../playwright.config';

/** The example page (built by global-setup.ts), served by a second server: another origin than the shop's. */
let examplePort: number;
const exampleDir = path.join(__dirname, '..', '..', 'mfe-catalogue', 'examples', 'embed', 'dist');
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    const file = path.join(
      exampleDir,
      new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'),
    );
    if (!file.startsWith(exampleDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  examplePort = (server.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the catalogue embedded on a foreign origin: a category grid, then a product chosen from it', async ({
  page,
}) => {
  const shop = `http://127.0.0.1:${SHOP_PORT}`;
  const manifest = page.waitForResponse(`${shop}/remotes/catalogue/embed/mf-manifest.json`);
  await page.goto(`http://127.0.0.1:${examplePort}/?shop=${encodeURIComponent(shop)}`);
  await manifest;
  const catalogue = page.locator('#shop-catalogue');
  const product = catalogue.getByRole('link').first();
  await expect(product).toBeVisible();
  // Images come from the shop, not from the embedding page.
  await expect(product.locator('img')).toHaveAttribute('src', new RegExp(`^${shop}/api/images/`));
  const title = (await product.locator('.shop-card-title').textContent()) ?? '';

  await product.click();
  await expect(catalogue.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/#\/details\//);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gadget Weekly: our picks this week' }),
  ).toBeVisible();
});
