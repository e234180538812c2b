import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyFile, readHistory } from '../../../release/history';
import { type Promotion, promote, rollback, showHistory } from '../../../release/promote';
import { releasesSetting } from '../../../release/releases';

let dir: string;
let releasesDir: string;
let remotesFile: string;
let shop: Server;
let output: string[];
let promotion: Promotion;

/** A shop as `npm start` serves builds: RELEASES_DIR at /releases/, nothing else. */
function startShop(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    const file = url.pathname.startsWith('/releases/')
      ? path.join(releasesDir, decodeURIComponent(url.pathname.slice('/releases/'.length)))
      : undefined;
    const body = file && (await readFile(file).catch(() => undefined));
    response.writeHead(body ? 200 : 404);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A release's build as far as a browser first reads it: its manifest and its remote entry. */
async function makeRelease(name: string, { remote = 'catalogue', entry = true, under = releasesDir } = {}) {
  const folder = path.join(under, 'catalogue', name);
  await mkdir(folder, { recursive: true });
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.06b46061.js', path: '', type: 'global' },
    },
  };
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  if (entry) await writeFile(path.join(folder, 'remoteEntry.06b46061.js'), 'var catalogue;');
}

const lineOf = (release: string) => `/releases/catalogue/${release}/mf-manifest.json`;
const remotes = async () => JSON.parse(await readFile(remotesFile, 'utf8'));
const history = () => readHistory(historyFile(remotesFile));

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-promote-'));
  releasesDir = path.join(dir, 'releases');
  remotesFile = path.join(dir, 'remotes.json');
  await writeFile(remotesFile, '{ "account": "https://cdn.example/account/mf-manifest.json" }\n');
  shop = await startShop();
  output = [];
  promotion = {
    slice: 'catalogue',
    releases: releasesSetting({ RELEASES_DIR: releasesDir }),
    shopUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/`,
    remotesFile,
    actor: 'ana',
    say: (text) => output.push(text),
  };
});

afterEach(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('promote', () => {
  it("writes the release's line beside the others and records what, which, when and by whom", async () => {
    await makeRelease('r1');
    await promote(promotion, 'r1');

    expect(await remotes()).toEqual({
      account: 'https://cdn.example/account/mf-manifest.json',
      catalogue: lineOf('r1'),
    });
    expect(await history()).toEqual([
      {
        slice: 'catalogue',
        action: 'promote',
        release: 'r1',
        line: lineOf('r1'),
        replaced: null,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        by: 'ana',
      },
    ]);
    expect(output.join('\n')).toContain(`catalogue r1 is live: "catalogue": "${lineOf('r1')}"`);
    expect(output.join('\n')).toContain(
      "Rollback has no earlier release. Before r1, catalogue came from the shop's own build",
    );
  });

  it.each([
    ['another remote', { remote: 'checkout' }, 'manifest names remote "checkout", not "catalogue"'],
    ['no remote entry', { entry: false }, 'remoteEntry.06b46061.js answered 404'],
  ])('writes nothing for a release that would not load from the shop: %s', async (_, release, reason) => {
    await makeRelease('r1', release);
    const before = await readFile(remotesFile, 'utf8');

    await expect(promote(promotion, 'r1')).rejects.toThrow(
      `catalogue r1 would not load from the shop: ${promotion.shopUrl}releases/catalogue/r1/mf-manifest.json: ` +
        `${reason}. Nothing was changed.`,
    );
    expect(await readFile(remotesFile, 'utf8')).toBe(before);
    expect(await history()).toEqual([]);
  });

  it('says where the shop must serve a release from when it does not', async () => {
    const elsewhere = path.join(dir, 'elsewhere');
    await makeRelease('r1', { under: elsewhere });
    promotion.releases = releasesSetting({ RELEASES_DIR: elsewhere });
    const refusal = promote(promotion, 'r1');
    await expect(refusal).rejects.toThrow('r1/mf-manifest.json: manifest answered 404. Nothing was changed.');
    await expect(refusal).rejects.toThrow(`a shop started with RELEASES_DIR=${elsewhere}`);
    expect(await history()).toEqual([]);
  });

  it('refuses a release that is not there, naming those that are', async () => {
    await makeRelease('r1');
    await expect(promote(promotion, 'r2')).rejects.toThrow('catalogue has no release "r2"');
    await expect(promote(promotion, 'r2')).rejects.toThrow('Its releases: r1.');
  });

  it('changes nothing when the release is live already', async () => {
    await makeRelease('r1');
    await promote(promotion, 'r1');
    await promote(promotion, 'r1');
    expect(output.at(-1)).toContain('catalogue r1 is live already');
    expect(await history()).toHaveLength(1);
  });
});

describe('rollback', () => {
  it('returns to the release live before the current one, checked and recorded', async () => {
    await makeRelease('r1');
    await makeRelease('r2');
    await writeFile(remotesFile, `{ "catalogue": "/remotes/catalogue/mf-manifest.json" }`);
    await promote(promotion, 'r1');
    await promote(promotion, 'r2');
    output = [];

    await rollback({ ...promotion, actor: 'bo' });
    expect(await remotes()).toEqual({ catalogue: lineOf('r1') });
    expect((await history()).at(-1)).toMatchObject({
      action: 'rollback',
      release: 'r1',
      line: lineOf('r1'),
      replaced: lineOf('r2'),
      by: 'bo',
    });
    expect(output).toEqual([`catalogue r1 is live: "catalogue": "${lineOf('r1')}" in ${remotesFile}`]);

    // Never back to the shop's own build: it is not a release.
    await expect(rollback(promotion)).rejects.toThrow(
      "Nothing to roll back to. Before r1, catalogue came from the shop's own build " +
        '(/remotes/catalogue/mf-manifest.json), which is not a release',
    );
    await expect(rollback(promotion)).rejects.toThrow('npm run release -w mfe-catalogue -- --promote');
    expect(await remotes()).toEqual({ catalogue: lineOf('r1') });
  });

  it('goes back one promote at a time', async () => {
    for (const release of ['r1', 'r2', 'r3']) await makeRelease(release);
    await promote(promotion, 'r1');
    await promote(promotion, 'r2');
    await rollback(promotion);
    await promote(promotion, 'r3');
    await rollback(promotion);
    expect((await remotes()).catalogue).toBe(lineOf('r1'));
  });

  it('does not return to a line no promote put live', async () => {
    await makeRelease('r1');
    await writeFile(remotesFile, '{ "catalogue": "http://127.0.0.1:8081/mf-manifest.json" }');
    await promote(promotion, 'r1');
    await expect(rollback(promotion)).rejects.toThrow(
      'Before r1, the line was http://127.0.0.1:8081/mf-manifest.json, which no promote in the history put live',
    );
  });

  it("replaces a canary's line, recording it, and does not return to it", async () => {
    await makeRelease('r1');
    const canary = { stable: lineOf('r0'), canary: lineOf('r0b'), percent: 10 };
    await writeFile(remotesFile, JSON.stringify({ catalogue: canary }));
    await promote(promotion, 'r1');
    expect(await remotes()).toEqual({ catalogue: lineOf('r1') });
    expect((await history()).at(-1)?.replaced).toEqual(canary);
    await expect(rollback(promotion)).rejects.toThrow(`Before r1, the line was ${JSON.stringify(canary)}`);
  });

  it('refuses without a promote to undo', async () => {
    await expect(rollback(promotion)).rejects.toThrow(
      'Nothing to roll back: no release of catalogue was promoted with this remotes file',
    );
  });

  it('refuses when the remotes file was edited by hand since the last promote', async () => {
    await makeRelease('r1');
    await makeRelease('r2');
    await promote(promotion, 'r1');
    await promote(promotion, 'r2');
    await writeFile(remotesFile, '{}');
    await expect(rollback(promotion)).rejects.toThrow(
      `${remotesFile} gives catalogue no line, not the line of its last promote (r2)`,
    );
    expect(await remotes()).toEqual({});
  });

  it('writes nothing when the release before no longer loads', async () => {
    await makeRelease('r1');
    await makeRelease('r2');
    await promote(promotion, 'r1');
    await promote(promotion, 'r2');
    await rm(path.join(releasesDir, 'catalogue', 'r1'), { recursive: true });
    await expect(rollback(promotion)).rejects.toThrow('catalogue r1 would not load from the shop');
    expect((await remotes()).catalogue).toBe(lineOf('r2'));
    expect(await history()).toHaveLength(2);
  });
});

describe('history', () => {
  it("lists the slice's promotes and rollbacks, and where a rollback would return", async () => {
    await makeRelease('r1');
    await makeRelease('r2');
    await showHistory(promotion);
    expect(output).toEqual([`No release of catalogue was promoted with ${remotesFile} yet.`]);

    await promote(promotion, 'r1');
    await promote(promotion, 'r2');
    output = [];
    await showHistory(promotion);
    expect(output).toEqual([
      expect.stringMatching(
        /^\S+Z {2}promote {3}r1 {2}by ana {2}\(\/releases\/catalogue\/r1\/mf-manifest\.json\)$/,
      ),
      expect.stringMatching(/ {2}promote {3}r2 {2}by ana /),
      'Live: r2; rollback returns to r1.',
    ]);
  });
});
