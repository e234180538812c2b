import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { firstOptionsOf } from './fixtures';

// The real API as its own process, started the way `npm run start -w api` starts it: for tests and benchmarks
// that need what only a process has (exit codes, signals, kill -9, a second process on the same folder).

const apiDir = path.join(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

export interface RunningServer extends RunningProcess {
  base: string;
}

/**
 * Runs one of the API's scripts as one node process, so signals reach it: a source file (`src/server.ts`) through
 * tsx as in development, or a file of the production build (`dist/server.js`) as `npm start` runs it.
 */
export function runScript(script: string, env: Record<string, string>): RunningProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...loader, script], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the server, from source unless told to start the production build; `env.PORT` must be set. */
export function startServer(env: Record<string, string>, script = 'src/server.ts'): RunningServer {
  return { ...runScript(script, env), base: `http://127.0.0.1:${env.PORT}` };
}

/** Resolves once /healthz answers 200; throws with the server's output if it exits or takes a minute. */
export async function ready(server: RunningServer): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the running server, checked by their callers.
export const json = async (response: Promise<Response>): Promise<any> => (await response).json();

/**
 * Signs `email` in through the real routes, reading the code from the development mailbox (no SMTP configured),
 * and returns the Cookie header of the session.
 */
export async function signInOverHttp(base: string, email: string): Promise<string> {
  const sent = await fetch(`${base}/api/v1/UserOTP/${email}`);
  if (!sent.ok) throw new Error(`UserOTP answered ${sent.status}`);
  const mailbox = await json(fetch(`${base}/api/dev/mailbox.json?to=${encodeURIComponent(email)}`));
  const code = mailbox.data[0].subject.match(/\d{6}/)[0];
  const login = await fetch(`${base}/api/v1/VerifyLogin/${email}/${code}`);
  if (!login.ok) throw new Error(`VerifyLogin answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The first colour and size the product offers, read from a running server (see firstOptionsOf). */
export async function firstOptionsOverHttp(base: string, productID: string) {
  const [product] = (await json(fetch(`${base}/api/v1/ProductDetails/${productID}`))).data ?? [];
  return firstOptionsOf(product?.details);
}
