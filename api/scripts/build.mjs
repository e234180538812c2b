// Production build: every source file to CommonJS JavaScript in dist/, in the same layout (so paths relative to a
// file, such as the migrations folder, hold), plus the files read at run time: the SQL migrations and the demo
// catalogue's data. Types are checked by `npm run typecheck`.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const dist = path.join(api, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: ['src/**/*.ts'],
  outdir: 'dist',
  outbase: 'src',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
for (const folder of [path.join('db', 'migrations'), path.join('seed', 'demo')]) {
  cpSync(path.join(api, 'src', folder), path.join(dist, folder), { recursive: true });
}
