// Production build: every source file to CommonJS JavaScript in dist/, in the same layout (so paths relative to a
// file, such as the migrations folder, hold), plus the files read at run time: the SQL migrations and the demo
// catalogue's data. Types are checked by `npm run typecheck`.
//
// Each file is compiled on its own: its imports of other API files and of packages stay `require`s. The one
// exception is `@shop/shared`, whose dependency-free parts (the rules and words the storefront uses too) are
// TypeScript sources that Node cannot load: they are copied into each API file that imports them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const dist = path.join(api, 'dist');
const sources = path.join(api, 'src');

/** Inlines `@shop/shared/*`; every other import stays as written. */
const inlineSharedOnly = {
  name: 'inline-shared-only',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@shop/shared/')) return undefined;
      const fromApiFile = args.importer.startsWith(sources + path.sep);
      const relative = args.path.startsWith('.');
      // Inside an inlined shared module its own relative imports are inlined too.
      if (relative && !fromApiFile) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: ['src/**/*.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  plugins: [inlineSharedOnly],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
for (const folder of [path.join('db', 'migrations'), path.join('seed', 'demo')]) {
  cpSync(path.join(api, 'src', folder), path.join(dist, folder), { recursive: true });
}
