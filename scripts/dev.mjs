#!/usr/bin/env node
// `npm run dev`: the API in watch mode and a dev server per app, each line of their output behind the name of its
// program. Ctrl-C or SIGTERM stops all of them; one failing stops the others.
import path from 'node:path';
import { ensureInstalled } from './ensure-installed.mjs';
import { npmScript, runTogether } from './run-together.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
ensureInstalled(root);

const PROGRAMS = [
  { name: 'api', workspace: 'api', colour: 'gray' },
  { name: 'shell', workspace: 'shell', colour: 'blue' },
  { name: 'catalogue', workspace: 'mfe-catalogue', colour: 'green' },
  { name: 'account', workspace: 'mfe-account', colour: 'magenta' },
  { name: 'checkout', workspace: 'mfe-checkout', colour: 'yellow' },
  { name: 'backoffice', workspace: 'mfe-backoffice', colour: 'cyan' },
];
// Their output goes through a pipe here; they colour it as they would at a terminal when this runs at one.
const env = process.stdout.isTTY && !('NO_COLOR' in process.env) ? { FORCE_COLOR: '1' } : {};

process.exitCode = await runTogether(
  PROGRAMS.map(({ name, workspace, colour }) => ({
    name,
    colour,
    env,
    ...npmScript(root, workspace, 'dev'),
  })),
);
