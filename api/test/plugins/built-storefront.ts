import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
  for (const name of ['catalogue', 'account', 'checkout']) {
    file(`mfe-${name}/dist/mf-manifest.json`, JSON.stringify({ name }));
    file(`mfe-${name}/dist/remoteEntry.5e6f7a8b.js`, `/* ${name} entry */`);
    file(`mfe-${name}/dist/__federation_expose_Home.0a1b2c3d.js`, `/* ${name} screen */`);
  }
  // The catalogue's embeddable build, with the loader other sites include by its fixed address.
  file('mfe-catalogue/dist/embed/loader.js', '/* defines <shop-catalogue> */');
  // A release of the checkout (npm run release), beside the builds.
  file(
    'releases/checkout/1.1.0-abc1234/mf-manifest.json',
    JSON.stringify({ name: 'checkout', release: '1.1.0' }),
  );
  file('releases/checkout/1.1.0-abc1234/remoteEntry.9a8b7c6d.js', '/* checkout 1.1.0 entry */');
  return dir;
}
