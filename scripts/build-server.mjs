// Production build of a server workspace (the API, the storefront): every source file to CommonJS JavaScript in
// dist/, in the same layout (so paths relative to a file, such as the API's migrations folder, hold), plus the
// folders read at run time. Types are checked by `npm run typecheck`.
//
// Each file is compiled on its own: its imports of other files of the workspace and of packages stay `require`s. The
// one exception is `@shop/shared`, whose parts the servers use (the rules and words the slices use too, the servers'
// settings and logging) are TypeScript sources that Node cannot load: they are copied into each file that imports
// them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Builds `<workspace>/src` into `<workspace>/dist`, copying `folders` (relative to src) as they are. */
export async function buildServer(workspace, folders = []) {
  const dist = path.join(workspace, 'dist');
  const sources = path.join(workspace, 'src');

  /** Inlines `@shop/shared/*`; every other import stays as written. */
  const inlineSharedOnly = {
    name: 'inline-shared-only',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || args.path.startsWith('@shop/shared/')) return undefined;
        const fromWorkspaceFile = args.importer.startsWith(sources + path.sep);
        const relative = args.path.startsWith('.');
        // Inside an inlined shared module its own relative imports are inlined too.
        if (relative && !fromWorkspaceFile) return undefined;
        return { path: args.path, external: true };
      });
    },
  };

  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: workspace,
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
  for (const folder of folders) {
    cpSync(path.join(sources, folder), path.join(dist, folder), { recursive: true });
  }
}
