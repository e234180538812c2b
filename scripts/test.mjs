#!/usr/bin/env node
// Runs every test runner of the repository and ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './ensure-built.mjs';
import { ensureInstalled } from './ensure-installed.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
ensureInstalled(root);
// The composed shop, built from the working tree (a build older than its sources is rebuilt) before any runner:
// the browser journeys serve it, and so does the API's test of `npm start` itself.
ensureBuilt(root, { rebuildStale: true });
const reports = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

const totals = { passed: 0, failed: 0 };
let runnerFailed = false;

for (const workspace of workspaces) {
  const config = path.join(root, workspace, 'jest.config.js');
  if (!existsSync(config)) continue;
  const report = path.join(reports, `${workspace.replaceAll('/', '-')}.json`);
  console.log(`\n== jest: ${workspace}`);
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--config',
      config,
      '--json',
      '--outputFile',
      report,
      '--passWithNoTests',
      ...process.argv.slice(2),
    ],
    {
      cwd: path.join(root, workspace),
      stdio: 'inherit',
      // PGlite loads parts of itself with dynamic import, which jest's VM allows only with this flag.
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
      },
    },
  );
  if (!existsSync(report)) {
    runnerFailed = true;
    console.error(`jest in ${workspace} produced no report (exit ${run.status})`);
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  // A suite that cannot even load counts as a failure, not as zero tests.
  totals.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  if (run.status !== 0 && result.numFailedTests === 0 && result.numRuntimeErrorTestSuites === 0)
    runnerFailed = true;
}

// Browser journeys: Playwright drives Chromium against the composed shop.
console.log('\n== playwright: e2e');
const browserReport = path.join(reports, 'e2e.json');
const browserRun = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
});
if (existsSync(browserReport)) {
  const { stats } = JSON.parse(readFileSync(browserReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  if (browserRun.status !== 0 && stats.unexpected === 0) runnerFailed = true;
} else {
  runnerFailed = true;
  console.error(`playwright produced no report (exit ${browserRun.status})`);
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || runnerFailed ? 1 : 0);
