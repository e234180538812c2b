import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Which builds `npm start`, `npm test` and production would make, replace or refuse, decided from the files'
// modification times in a repository laid out in a temporary folder.

const SERVERS = ['api', 'storefront'];
const MARKERS: Record<string, string> = {
  api: 'api/dist/server.js',
  storefront: 'storefront/dist/server.js',
};
const markerOf = (workspace: string) => MARKERS[workspace] ?? `${workspace}/dist/mf-manifest.json`;
const sourceOf = (workspace: string) => `${workspace}/src/index.ts`;

// Scripts of the repository are ES modules, which the tests' CommonJS can load only with import().
let APPS: string[];
let planBuilds: typeof import('../../../scripts/ensure-built.mjs').planBuilds;
beforeAll(async () => {
  ({ APPS, planBuilds } = await import('../../../scripts/ensure-built.mjs'));
});

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-ensure-built-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes a file of the temporary repository, dated `secondsAgo`. */
function write(file: string, secondsAgo: number): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(full, time, time);
}

/** Every workspace with sources, and a build newer than them. */
function builtRepository(): void {
  for (const workspace of [...SERVERS, ...APPS]) {
    write(sourceOf(workspace), 60);
    write(markerOf(workspace), 30);
  }
}

it('plans nothing when every build is newer than its sources', () => {
  builtRepository();
  expect(planBuilds(root)).toEqual([]);
  expect(planBuilds(root, { rebuildStale: true, buildMissing: false })).toEqual([]);
});

it('builds what has no build yet, and refuses to when building is not allowed', () => {
  builtRepository();
  rmSync(path.join(root, markerOf('mfe-checkout')));
  expect(planBuilds(root)).toEqual([{ workspace: 'mfe-checkout', reason: 'missing', action: 'build' }]);
  expect(planBuilds(root, { buildMissing: false })).toEqual([
    { workspace: 'mfe-checkout', reason: 'missing', action: 'fail' },
  ]);
});

it('keeps a build older than its sources unless told to rebuild it', () => {
  builtRepository();
  write(sourceOf('mfe-checkout'), 0);
  expect(planBuilds(root)).toEqual([{ workspace: 'mfe-checkout', reason: 'stale', action: 'keep' }]);
  expect(planBuilds(root, { rebuildStale: true })).toEqual([
    { workspace: 'mfe-checkout', reason: 'stale', action: 'build' },
  ]);
});

it('counts the shared package as a source of each app and of both servers, which copy in what they use of it', () => {
  builtRepository();
  write('shared/src/format.ts', 0);
  expect(planBuilds(root).map((entry) => entry.workspace)).toEqual([...SERVERS, ...APPS]);
});
