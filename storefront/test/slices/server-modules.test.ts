import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serverManifestUrl } from '../../src/slices/server-modules';

// The catalogue's real server build, made by its own rspack config into a folder of this test's, and served over
// HTTP as a deployment serves it: the shop's server loads it from the browser manifest's URL alone.

const repository = path.join(__dirname, '..', '..', '..');
const run = promisify(execFile);

let root: string;
let server: Server;
let base: string;

/** The catalogue's server build into `root/<folder>/server/`, as `npm run build` makes it beside the browser's. */
function buildCatalogueServer(folder: string) {
  const build = spawnSync(
    path.join(repository, 'node_modules', '.bin', 'rspack'),
    ['build', '--config-name', 'catalogue-server'],
    {
      cwd: path.join(repository, 'mfe-catalogue'),
      env: { ...process.env, DIST_DIR: path.join(root, folder) },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0)
    throw new Error(`The catalogue's server build failed:\n${build.stdout}${build.stderr}`);
}

/**
 * A second build of the slice in another folder, told apart by its words: the first's files, with the legal
 * screen's skeleton saying "Fetching" where the first says "Loading".
 */
function copyWithOtherWords(from: string, to: string) {
  cpSync(path.join(root, from), path.join(root, to), { recursive: true });
  const serverDir = path.join(root, to, 'server');
  const screens = readdirSync(serverDir)
    .map((file) => path.join(serverDir, file))
    .filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('legal-skeleton'));
  expect(screens).not.toHaveLength(0);
  for (const file of screens)
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Loading ', 'Fetching '));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'slice-server-'));
  buildCatalogueServer('v1');
  copyWithOtherWords('v1', 'v2');
  server = createServer(async (request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://test').pathname));
    try {
      if (!file.startsWith(root + path.sep)) throw new Error('outside');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

test("a slice's server build is found beside its browser manifest", () => {
  expect(serverManifestUrl('https://cdn.example/catalogue/v7/mf-manifest.json')).toBe(
    'https://cdn.example/catalogue/v7/server/mf-manifest.json',
  );
});

/** What each step rendered, loading the catalogue's screens in one Node process (render-slice.ts). */
async function renderInServer(
  steps: { folder: string; module?: string; props?: Record<string, unknown> }[],
): Promise<{ html?: string; error?: string; same?: boolean }[]> {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(__dirname, 'render-slice.ts'),
      JSON.stringify(
        steps.map(({ folder, module = './LegalPage', props = {} }) => ({
          manifestUrl: `${base}/${folder}/mf-manifest.json`,
          module,
          props,
        })),
      ),
    ],
    { cwd: path.join(__dirname, '..', '..') },
  );
  return JSON.parse(stdout);
}

test("the catalogue's legal screen renders on the server from its server build, with the server's React", async () => {
  const [privacy] = await renderInServer([{ folder: 'v1', props: { contentKey: 'privacy' } }]);
  // Its data comes in a later step: the heading and the skeleton.
  expect(privacy?.html).toContain('<h1 id="legal-title">Privacy Policy</h1>');
  expect(privacy?.html).toContain('aria-label="Loading Privacy Policy"');
  expect(privacy?.html).toContain('class="legal-skeleton-line"');
});

test('a changed manifest line loads the other build; an unchanged one keeps the loaded one', async () => {
  const [first, again, moved, back] = await renderInServer([
    { folder: 'v1' },
    { folder: 'v1' },
    { folder: 'v2' },
    // A rollback: the first build again, loaded afresh.
    { folder: 'v1' },
  ]);
  expect(first?.html).toContain('aria-label="Loading About"');
  expect(again?.same).toBe(true);
  expect(moved).toEqual({ html: expect.stringContaining('aria-label="Fetching About"'), same: false });
  expect(back).toEqual({ html: expect.stringContaining('aria-label="Loading About"'), same: false });
});

test('a slice whose server build cannot be had fails with its name, and a later call tries again', async () => {
  const [missing, later] = await renderInServer([{ folder: 'nowhere' }, { folder: 'v1' }]);
  expect(missing).toEqual({ error: 'SliceServerError' });
  expect(later?.html).toContain('<h1 id="legal-title">About</h1>');
});
