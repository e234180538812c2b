import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { withDatabaseName } from '../test/support/postgres-names';
import { freePort, type RunningServer, startServer } from '../test/support/server-process';

/**
 * `npm run bench:startup -w api`: how long the server takes from `node` to its first answer, and how much memory
 * it holds when idle, run from source through tsx (development) and from the production build (`npm start`).
 * Restarts on a database that is already migrated and seeded, as a deploy restarts: the embedded PGlite folder,
 * and the PostgreSQL server of BENCH_DATABASE_URL (default: the local one; a database `shop_startup_bench` is made
 * there and dropped after). Results go to bench/results/startup.md.
 */

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const IDLE_MS = 5000;
const apiDir = path.join(__dirname, '..');
const resultsFile = path.join(apiDir, '..', 'bench', 'results', 'startup.md');
const MODES = [
  { name: 'source through tsx (`npm run dev`, tests)', script: 'src/server.ts' },
  { name: 'production build (`npm start`)', script: 'dist/server.js' },
] as const;

async function firstAnswer(server: RunningServer, started: number): Promise<number> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]);
  return kib / 1024;
}

async function measure(script: string, database: Record<string, string>) {
  const port = String(await freePort());
  const started = performance.now();
  const server = startServer({ PORT: port, LOG_LEVEL: 'warn', ...database }, script);
  const startMs = await firstAnswer(server, started);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rss = await residentMiB(server.child.pid as number);
  server.child.kill('SIGTERM');
  await server.exited;
  return { startMs, rss };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function rowsFor(engine: string, database: Record<string, string>): Promise<string[]> {
  await measure('dist/server.js', database); // migrates and seeds
  const rows: string[] = [];
  for (const mode of MODES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(mode.script, database));
    const start = runs.map((run) => run.startMs);
    const rss = runs.map((run) => run.rss);
    rows.push(
      `| ${engine} | ${mode.name} | ${median(start).toFixed(0)} | ${Math.min(...start).toFixed(0)}-${Math.max(...start).toFixed(0)} | ${median(rss).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}

/** Runs `use` on a new database of the PostgreSQL server, dropped afterwards. */
async function withPostgres<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = 'shop_startup_bench';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    return await use(withDatabaseName(serverUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-startup-bench-'));
  try {
    const rows = await rowsFor('PGlite', { DATA_DIR: dataDir });
    const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    rows.push(
      ...(await withPostgres(serverUrl, (url) =>
        rowsFor('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }),
      )),
    );
    const markdown = `# Start-up benchmark

Written by \`npm run bench:startup -w api\` (api/bench/startup.ts).

## How it was measured

- The API server alone (no storefront), restarted ${RUNS} times per row on a database that is already migrated and
  seeded, as a deploy restarts it: an embedded data folder (PGlite), and a PostgreSQL server on the same machine.
  Node ${process.version}, ${os.cpus().length} cores.
- Start-up: from spawning \`node\` to the first 200 from \`/healthz\` (polled every 5 ms).
- Idle memory: the process's resident set (VmRSS) ${IDLE_MS / 1000} s after that answer, with no requests.

## Result

| database | how it runs | start-up, median (ms) | range (ms) | idle memory, median (MiB) |
|---|---|---:|---:|---:|
${rows.join('\n')}
`;
    await writeFile(resultsFile, markdown);
    console.log(`written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
