// Runs the processes of `npm start` and `npm run dev` as one job: SIGINT, SIGTERM and SIGHUP are passed on to each
// of them, and the job ends only once all of them have, with their status. Stopping the job stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const COLOURS = { gray: 90, red: 31, green: 32, yellow: 33, blue: 34, magenta: 35, cyan: 36 };

/**
 * A workspace's npm script as a command to run without npm (npm between a terminal and the process would pass a
 * signal on a second time): `node` is this Node.js, other programs come from node_modules/.bin.
 */
export function npmScript(root, workspace, script) {
  const cwd = path.join(root, workspace);
  const line = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')).scripts?.[script];
  if (line === undefined) throw new Error(`${workspace} has no "${script}" script`);
  // Only a plain command can be run without a shell.
  if (/[^\w\s./=@:-]/.test(line))
    throw new Error(`${workspace}'s "${script}" script is not a plain command: ${line}`);
  const [program, ...args] = line.trim().split(/\s+/);
  const bin = [cwd, root].map((dir) => path.join(dir, 'node_modules', '.bin', program)).find(existsSync);
  if (program !== 'node' && bin === undefined)
    throw new Error(`${workspace}'s "${script}": ${program} is not installed`);
  return { command: program === 'node' ? process.execPath : bin, args, cwd };
}

/** `[name]` in the command's colour when `stream` is a terminal that takes colours. */
function labelOf(name, colour, stream) {
  const label = `[${name}]`;
  if (!stream.isTTY || 'NO_COLOR' in process.env || !(colour in COLOURS)) return label;
  return `\x1b[${COLOURS[colour]}m${label}\x1b[39m`;
}

/** Copies `input` to `output` line by line, each line behind the label. */
function prefixLines(input, output, name, colour) {
  const label = labelOf(name, colour, output);
  createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    output.write(`${label} ${line}\n`);
  });
}

/** A child's status as a shell reports it: its exit code, or 128 plus the number of the signal that ended it. */
const statusOf = (code, signal) => code ?? 128 + (constants.signals[signal] ?? 0);

/**
 * Runs each `{ name, command, args, cwd, env, colour }` until all have ended, and resolves to the status of the
 * first that failed (0 when none did). A command failing on its own (not stopped by a signal) stops the others.
 * A single command keeps the terminal as it is (so it still sees one); with several, each line of their output is
 * prefixed with the command's name in its colour.
 *
 * Each command runs in a process group of its own, so that the only signal it gets is the one passed on from here:
 * at a terminal, Ctrl-C signals the whole foreground group, and `npm start` passes its SIGINT on as well, so the
 * command would see two and take the second as "stop now, skip the graceful close". For the same reason a signal
 * is passed on once; the commands have their own deadlines for stopping.
 */
export function runTogether(commands) {
  const several = commands.length > 1;
  const running = new Set();
  let status = 0;
  let stopping = false;

  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of running) child.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, stopAll);

  return new Promise((resolve) => {
    for (const { name, command, args = [], cwd, env = {}, colour } of commands) {
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        detached: true,
        stdio: ['ignore', several ? 'pipe' : 'inherit', several ? 'pipe' : 'inherit'],
      });
      running.add(child);
      if (several) {
        prefixLines(child.stdout, process.stdout, name, colour);
        prefixLines(child.stderr, process.stderr, name, colour);
      }
      const ended = (childStatus, reason) => {
        if (!running.delete(child)) return;
        if (childStatus !== 0 && status === 0) status = childStatus;
        if (childStatus !== 0 && !stopping) {
          console.error(`${name} ${reason}; stopping the others`);
          stopAll('SIGTERM');
        }
        if (running.size > 0) return;
        for (const signal of SIGNALS) process.off(signal, stopAll);
        resolve(status);
      };
      child.on('error', (error) => ended(1, `could not start: ${error.message}`));
      child.on('close', (code, signal) =>
        ended(statusOf(code, signal), `ended with status ${statusOf(code, signal)}`),
      );
    }
  });
}
