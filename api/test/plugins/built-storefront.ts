import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A storefront folder laid out as the builds leave it: shell/dist and mfe-{name}/dist. */
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
  return dir;
}
