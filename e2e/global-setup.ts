import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Builds the page that embeds the catalogue, once per run, so embed.spec.ts never loads a stale copy of it. */
export default function globalSetup() {
  execFileSync('npm', ['run', 'build:example', '--silent', '-w', 'mfe-catalogue'], {
    cwd: path.join(__dirname, '..'),
    stdio: 'inherit',
  });
}
