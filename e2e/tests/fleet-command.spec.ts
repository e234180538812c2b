import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../deploy/fleet';

// `npm run fleet -- --port N` as a person runs it to try the production shape, stopped as a service manager stops
// it (SIGTERM): it says where the fleet is once it answers, and leaves nothing behind.

const root = path.join(__dirname, '..', '..');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function fleetDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop_fleet_%'",
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/** The processes of the fleet at this port: its command, and every replica, whose PUBLIC_URL is the fleet's. */
function processesOf(port: number): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        const ours =
          command.includes(`--port ${port}`) || environment.includes(`PUBLIC_URL=https://127.0.0.1:${port}`);
        return ours ? [command] : [];
      } catch {
        return [];
      }
    });
}

/** The database the fleet at this port made: its replicas are given it. Other fleets may run meanwhile. */
function databaseOf(port: number): string | undefined {
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environment.includes(`PUBLIC_URL=https://127.0.0.1:${port}`)) continue;
      const url = environment.find((variable) => variable.startsWith('DATABASE_URL='));
      if (url) return new URL(url.slice('DATABASE_URL='.length)).pathname.slice(1);
    } catch {}
  }
  return undefined;
}

test('npm run fleet starts the shape, says where it is, and SIGTERM stops it all', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const fleet = spawn('npm', ['run', 'fleet', '--silent', '--', '--port', String(port)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: SERVER_URL },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  fleet.stdout.on('data', (chunk) => {
    output += chunk;
  });
  fleet.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => fleet.on('exit', resolve));
  let database: string | undefined;
  try {
    await expect
      .poll(() => output, { timeout: 90_000 })
      .toContain(`fleet ready at https://127.0.0.1:${port}`);
    database = databaseOf(port);
    expect(database).toMatch(/^shop_fleet_/);
    expect(await fleetDatabases()).toContain(database);
    expect(processesOf(port).length).toBeGreaterThanOrEqual(6);

    // What a browser would get: the home page rendered, over https.
    const home = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      // The certificate is the fleet's own, made for the run.
      https
        .get(
          `https://127.0.0.1:${port}/`,
          { headers: { accept: 'text/html' }, rejectUnauthorized: false },
          (answer) => {
            let body = '';
            answer.on('data', (chunk) => {
              body += chunk;
            });
            answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
          },
        )
        .on('error', reject);
    });
    expect(home.status).toBe(200);
    expect(home.body).toContain('id="page-state"');
  } finally {
    fleet.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(output).toContain('stopping the fleet');
  expect(await fleetDatabases()).not.toContain(database);
  expect(processesOf(port)).toEqual([]);
});
