import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeProductFile } from '../src/catalogue/import-format';
import { generatedProducts } from '../test/support/product-file';

/**
 * `npm run bench:import -w api`: `shop import` and `shop export` as an operator runs them (the real command, one
 * node process each, on a new embedded data folder), with a generated file of ROWS products. Results go to
 * bench/results/import.md.
 */

const ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const apiDir = path.join(__dirname, '..');
const resultsFile = path.join(apiDir, '..', 'bench', 'results', 'import.md');

interface Run {
  step: string;
  seconds: number;
  peakRssMb: number;
  summary: string;
}

/** Runs `shop <args>` to its end; its peak memory is read from /proc while it runs (VmHWM only grows). */
async function shop(step: string, args: string[], dataDir: string): Promise<Run> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/shop.ts', ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const hwm = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/);
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // exited between two samples
    }
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`shop ${args.join(' ')} exited with ${code}:\n${stderr}`);
  const summary = args[0] === 'import' ? (stdout.trim().split('\n')[0] ?? '') : stdout.trim();
  console.log(`${step}: ${seconds.toFixed(1)} s, ${summary}`);
  return { step, seconds, peakRssMb: Math.round(peakKb / 1024), summary };
}

async function main() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-import-'));
  try {
    const dataDir = path.join(folder, 'data');
    const file = path.join(folder, 'products.csv');
    const changedFile = path.join(folder, 'products-changed.csv');
    const exported = path.join(folder, 'exported.csv');
    const products = generatedProducts(ROWS, 'bench');
    await writeFile(file, writeProductFile(products, 'csv'));
    await writeFile(
      changedFile,
      writeProductFile(
        products.map((product) => ({ ...product, title: `${product.title} v2` })),
        'csv',
      ),
    );
    const fileMb = (readFileSync(file).length / 1024 / 1024).toFixed(1);

    // Opening an empty folder creates and migrates the database: done first, so no step below pays for it.
    await shop('create the database', ['export', path.join(folder, 'empty.csv')], dataDir);
    const loadBefore = os.loadavg()[0] ?? 0;
    const runs = [
      await shop('import, all new', ['import', file], dataDir),
      await shop('import again, unchanged', ['import', file], dataDir),
      await shop('import, every title changed', ['import', changedFile], dataDir),
      await shop('export', ['export', exported], dataDir),
    ];
    await writeFile(resultsFile, report(runs, fileMb, [loadBefore, os.loadavg()[0] ?? 0]));
    console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function report(runs: Run[], fileMb: string, load: number[]): string {
  const cpus = os.cpus();
  return `# Import benchmark

Written by \`npm run bench:import -w api\` (api/bench/import.ts).

## How it was measured

- The real command (\`src/cli/shop.ts\`, one node process per step, started as \`npm run shop\` starts it) on a
  new embedded data folder (PGlite), created and migrated before the first step. Times are wall-clock from
  spawning the process to its exit, so they include starting node and tsx (about a second) and opening the
  database; peak memory is the process's VmHWM.
- The file: ${ROWS.toLocaleString('en')} generated products in CSV (${fileMb} MB; 20 brands and 10
  categories, created by the first import; a short HTML description each; one gallery picture).
- Steps, one after another on the same folder: import into an empty catalogue; the same file again (nothing to
  write); a file with every title changed (every product updated, one audit row each); export to CSV.

## Machine

- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores; ${Math.round(os.totalmem() / 2 ** 30)} GiB; Linux ${os.release()}; Node ${process.version}
- ${new Date().toISOString()}; load average (1 min) ${load.map((value) => value.toFixed(1)).join(' before, ')} after:
  other work on the machine slows every step, so compare runs made at a similar load.

## Result

| step | seconds | rows per second | peak memory (MB) | the command said |
|---|---:|---:|---:|---|
${runs
  .map(
    (run) =>
      `| ${run.step} | ${run.seconds.toFixed(1)} | ${Math.round(ROWS / run.seconds).toLocaleString('en')} | ${run.peakRssMb} | ${run.summary} |`,
  )
  .join('\n')}
`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
