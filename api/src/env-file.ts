import { existsSync } from 'node:fs';
import path from 'node:path';

/** The `.env` file at the repository root (this file is one folder below the API's, in src/ as in dist/). */
const envFile = path.join(__dirname, '..', '..', '.env');

/**
 * Settings may also come from a `.env` file at the repository root; the environment wins. The server and the
 * command line both read it, so both see one configuration (the command line's e-mails link to PUBLIC_URL).
 */
export function loadEnvFile(): void {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}
