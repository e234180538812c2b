import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestShop, type TestShop } from './shop';

/** A remote's `mf-manifest.json` naming it and its remote entry, beside it (the parts the shop checks). */
export const remoteManifest = (name: string, entry: string, more: Record<string, unknown> = {}) =>
  JSON.stringify({ name, ...more, metaData: { publicPath: 'auto', remoteEntry: { name: entry, path: '' } } });

/** A storefront folder laid out as the builds leave it: shell/dist, mfe-{name}/dist and a release. */
export function builtStorefront(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-'));
  const file = (relative: string, content: string | Buffer) => {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  file(
    'shell/dist/index.html',
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  file('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  file('shell/dist/main.1a2b3c4d.js.gz', gzipSync('console.log("shell")'));
  for (const name of ['catalogue', 'account', 'checkout', 'backoffice']) {
    file(`mfe-${name}/dist/mf-manifest.json`, remoteManifest(name, 'remoteEntry.5e6f7a8b.js'));
    file(`mfe-${name}/dist/remoteEntry.5e6f7a8b.js`, `/* ${name} entry */`);
    file(`mfe-${name}/dist/__federation_expose_Home.0a1b2c3d.js`, `/* ${name} screen */`);
  }
  // The catalogue's embeddable build, with the loader other sites include by its fixed address.
  file('mfe-catalogue/dist/embed/loader.js', '/* defines <shop-catalogue> */');
  file('mfe-catalogue/dist/embed/shop-catalogue.d.ts', 'export interface ShopCatalogueEvents {}');
  // A release of the checkout (npm run release), beside the builds.
  file(
    'releases/checkout/1.1.0-abc1234/mf-manifest.json',
    remoteManifest('checkout', 'remoteEntry.9a8b7c6d.js', { release: '1.1.0' }),
  );
  file('releases/checkout/1.1.0-abc1234/remoteEntry.9a8b7c6d.js', '/* checkout 1.1.0 entry */');
  return dir;
}

/**
 * For the tests of one describe block: a shop serving a built storefront, with a remotes file (REMOTES_FILE) that
 * says `{}` to begin with and that the tests may rewrite while the shop runs.
 */
export function shopWithRemotesFile(): { readonly shop: TestShop; readonly remotesFile: string } {
  let dir: string | undefined;
  let shop: TestShop | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the shop starts in beforeAll');
    return value;
  };
  beforeAll(async () => {
    dir = builtStorefront();
    const remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    shop = await createTestShop({ env: { STOREFRONT_DIR: dir, REMOTES_FILE: remotesFile } });
  });
  afterAll(async () => {
    await shop?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get shop() {
      return started(shop);
    },
    get remotesFile() {
      return path.join(started(dir), 'remotes.json');
    },
  };
}
