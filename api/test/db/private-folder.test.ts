import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type RunningServer, ready, signInOverHttp, startServer } from '../support/server-process';

// The embedded database and the uploads are the API's OS user's alone: customers' e-mail addresses are in the WAL,
// sessions in the relation files. Real server processes, so the umask and the modes are those of a start.

const onPglite = process.env.TEST_DB_KIND !== 'postgres';
const describeOnPglite = onPglite ? describe : describe.skip;
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

const OPERATOR = 'owner@shop.test';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);

/** Every entry under `folder` (itself included) whose mode lets anyone but its owner in, as `path mode`. */
function openToOthers(folder: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : stat.isFile() ? 0o600 : mode & 0o700;
    if (mode !== wanted) open.push(`${path.relative(folder, entry) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return open;
}

/** Makes every entry under `folder` readable and writable by all, as the embedded database used to leave it. */
function openToAll(folder: string): number {
  let entries = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink() || stat.isSocket()) return;
    chmodSync(entry, stat.isDirectory() ? 0o755 : 0o666);
    entries++;
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return entries;
}

const asNobody = (command: string, args: string[]) =>
  spawnSync(command, args, { uid: NOBODY, gid: NOBODY, encoding: 'utf8' });

describeOnPglite('the data and uploads folders', () => {
  const parents: string[] = [];
  const running: RunningServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  });
  afterAll(async () => {
    await Promise.all(parents.map((parent) => rm(parent, { recursive: true, force: true })));
  });

  /** Folders the server will create, in a parent others may enter, as /srv or a home folder often is. */
  function newFolders() {
    const parent = mkdtempSync(path.join(tmpdir(), 'shop-private-test-'));
    parents.push(parent);
    chmodSync(parent, 0o755);
    return { parent, dataDir: path.join(parent, 'data'), uploadsDir: path.join(parent, 'uploads') };
  }

  /** The server as `npm start` runs it, with the umask of the test run (commonly 0022), which it must not rely on. */
  async function start(folders: { dataDir: string; uploadsDir: string }): Promise<RunningServer> {
    const port = String(await freePort());
    const server = startServer({
      PORT: port,
      DATA_DIR: folders.dataDir,
      UPLOADS_DIR: folders.uploadsDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: OPERATOR,
      SEED_DEMO: 'false',
    });
    running.push(server);
    await ready(server);
    return server;
  }

  async function stop(server: RunningServer): Promise<void> {
    server.child.kill('SIGTERM');
    await server.exited;
  }

  /** A session row and an audit row (WAL and relation files), and an uploaded picture. */
  async function write(server: RunningServer): Promise<void> {
    const cookie = await signInOverHttp(server.base, OPERATOR);
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${server.base}/api/v1/admin/images`, {
      method: 'POST',
      headers: { cookie, origin: server.base },
      body: form,
    });
    expect(uploaded.status).toBe(201);
  }

  it('are made 0700 with files 0600 on first start, files written later too, and other OS users are kept out', async () => {
    const folders = newFolders();
    const server = await start(folders);
    expect(openToOthers(folders.dataDir)).toEqual([]);
    expect(openToOthers(folders.uploadsDir)).toEqual([]);

    await write(server);
    expect(readdirSync(folders.uploadsDir)).toHaveLength(1);
    expect(openToOthers(folders.dataDir)).toEqual([]);
    expect(openToOthers(folders.uploadsDir)).toEqual([]);
    expect(server.output()).not.toContain('was open to other OS users');

    // Only root can act as another user; the modes above hold either way.
    if (!asRoot) return;
    const walFolder = path.join(folders.dataDir, 'pg_wal');
    const segment = readdirSync(walFolder).find((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segment).toBeDefined();
    // The parent is open to them: what keeps them out is the folders' own modes.
    expect(asNobody('ls', [folders.parent]).status).toBe(0);
    for (const [command, target] of [
      ['cat', path.join(walFolder, segment ?? '')],
      ['ls', folders.dataDir],
      ['ls', folders.uploadsDir],
    ] as const) {
      const attempt = asNobody(command, [target]);
      expect(attempt.stderr).toContain('Permission denied');
      expect(attempt.status).not.toBe(0);
    }
  });

  it('are made private again at start when their entries are open to others, saying so in one log line', async () => {
    const folders = newFolders();
    const first = await start(folders);
    await write(first);
    await stop(first);
    const loosened = openToAll(folders.dataDir);
    const loosenedUploads = openToAll(folders.uploadsDir);

    const again = await start(folders);
    expect(openToOthers(folders.dataDir)).toEqual([]);
    expect(openToOthers(folders.uploadsDir)).toEqual([]);
    const lines = again.output().split('\n');
    expect(lines.filter((line) => line.includes('was open to other OS users'))).toEqual([
      expect.stringContaining(
        `DATA_DIR was open to other OS users: made ${loosened} entries the shop's alone`,
      ),
      expect.stringContaining(
        `UPLOADS_DIR was open to other OS users: made ${loosenedUploads} entries the shop's alone`,
      ),
    ]);
  });
});
