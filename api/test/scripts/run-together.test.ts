import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { descendantsOf, isRunning, killJob, watched } from './processes';

// The job runner behind `npm start` and `npm run dev`, running small node programs that say which signals they
// got: each hears a stop once, the job waits for all of them, and one failing stops the others.

const root = path.join(__dirname, '..', '..', '..');
const runner = path.join(root, 'scripts', 'run-together.mjs');

/** A program that says when it is ready and each signal it gets, then takes a moment to stop with `status`. */
const patient = (status = 0) =>
  `for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => { console.log('got ' + s);
     setTimeout(() => { console.log('stopped'); process.exit(${status}); }, 300); });
   console.log('ready'); setInterval(() => {}, 1000);`;

let job: ChildProcess | undefined;
afterEach(() => killJob(job));

/** Runs the programs together in a process of its own, in a group of its own as at a terminal. */
function runJob(programs: Record<string, string>) {
  const commands = Object.entries(programs).map(([name, code]) => ({
    name,
    command: process.execPath,
    args: ['-e', code],
  }));
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { runTogether } from ${JSON.stringify(runner)};
       process.exitCode = await runTogether(JSON.parse(process.argv[1]));`,
      JSON.stringify(commands),
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  job = child;
  const { output, exited } = watched(child);
  return { child, output, exited };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

const lines = (output: string, name: string) =>
  output.split('\n').filter((line) => line.startsWith(`[${name}] `));

it('passes Ctrl-C on once to each program, prefixing their lines, and ends after all of them', async () => {
  const running = runJob({ first: patient(), second: patient() });
  await until(() => running.output().split('ready').length === 3);
  const programs = descendantsOf(running.child.pid as number);

  // A terminal's Ctrl-C signals its whole foreground group: here the job alone, the programs have their own.
  process.kill(-(running.child.pid as number), 'SIGINT');
  expect(await running.exited).toBe(0);
  for (const name of ['first', 'second']) {
    expect(lines(running.output(), name)).toEqual([
      `[${name}] ready`,
      `[${name}] got SIGINT`,
      `[${name}] stopped`,
    ]);
  }
  expect(programs.filter(isRunning)).toEqual([]);
});

it('stops the others when one program fails, and ends with its status', async () => {
  const running = runJob({ failing: 'setTimeout(() => process.exit(3), 300)', patient: patient() });
  expect(await running.exited).toBe(3);
  expect(running.output()).toContain('failing ended with status 3; stopping the others');
  expect(lines(running.output(), 'patient')).toEqual([
    '[patient] ready',
    '[patient] got SIGTERM',
    '[patient] stopped',
  ]);
});

it('ends with the status of a program stopped by a signal it does not handle', async () => {
  const running = runJob({ plain: "console.log('ready'); setInterval(() => {}, 1000)" });
  await until(() => running.output().includes('ready'));
  running.child.kill('SIGTERM');
  expect(await running.exited).toBe(128 + 15);
});

describe('npmScript', () => {
  let load: Promise<typeof import('../../../scripts/run-together.mjs')>;
  beforeAll(() => {
    load = import('../../../scripts/run-together.mjs');
  });

  it('runs a workspace script’s program from node_modules/.bin, and `node` as this Node.js', async () => {
    const { npmScript } = await load;
    expect(npmScript(root, 'shell', 'dev')).toEqual({
      command: path.join(root, 'node_modules', '.bin', 'rspack'),
      args: ['dev'],
      cwd: path.join(root, 'shell'),
    });
    expect(npmScript(root, 'api', 'start').command).toBe(process.execPath);
  });

  it('refuses a script that needs a shell, naming it', async () => {
    const { npmScript } = await load;
    const repository = mkdtempSync(path.join(tmpdir(), 'shop-npm-script-'));
    try {
      mkdirSync(path.join(repository, 'app'));
      const scripts = { dev: 'rspack dev && echo done' };
      writeFileSync(path.join(repository, 'app', 'package.json'), JSON.stringify({ scripts }));
      expect(() => npmScript(repository, 'app', 'dev')).toThrow(
        `app's "dev" script is not a plain command: rspack dev && echo done`,
      );
      expect(() => npmScript(repository, 'app', 'start')).toThrow('app has no "start" script');
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});
