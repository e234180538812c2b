/**
 * The shop as `npm start` serves it (the production build, pages rendered on the server, the embedded database),
 * behind nginx terminating TLS with a certificate made for the run: what a single-server production looks like.
 * The shop believes the proxy's X-Forwarded-* from loopback (TRUST_PROXY) and its address is the https one
 * (PUBLIC_URL), so its session cookie is `__Host-shop_session`. nginx runs as a foreground process with everything it
 * writes in a temporary folder, as the fleet's does (support/fleet.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { exited, mainConfig, makeCertificate, NGINX, tail, waitUntil } from '../../deploy/fleet';

const root = path.join(__dirname, '..', '..');

export interface TlsShop {
  /** Where customers go: `https://127.0.0.1:<port>`. */
  url: string;
  /** The shop itself, over plain http, bypassing nginx. */
  direct: string;
  close(): Promise<void>;
}

/** The site: TLS on `listen`, every request passed to the shop with the client's scheme and address. */
function siteConfig(listen: number, shop: number, tls: { certificate: string; key: string }) {
  return `
server {
    listen 127.0.0.1:${listen} ssl;
    server_name 127.0.0.1;
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};

    location / {
        proxy_pass http://127.0.0.1:${shop};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host:$server_port;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
`;
}

export async function startTlsShop({ proxyPort, shopPort }: { proxyPort: number; shopPort: number }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-tls-'));
  const url = `https://127.0.0.1:${proxyPort}`;
  const direct = `http://127.0.0.1:${shopPort}`;
  let shop: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  const close = async () => {
    for (const child of [nginx, shop]) {
      if (!child) continue;
      child.kill('SIGTERM');
      await exited(child);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    shop = spawn(process.execPath, [path.join('scripts', 'start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dir, 'data'),
        PUBLIC_URL: url,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'warn',
      },
    });
    await waitUntil('the shop', `${direct}/readyz`, shop, tail(shop));

    const site = path.join(dir, 'site.conf');
    await writeFile(site, siteConfig(proxyPort, shopPort, makeCertificate(dir)));
    const config = path.join(dir, 'nginx.conf');
    await writeFile(config, mainConfig(dir, site));
    nginx = spawn(NGINX, ['-c', config, '-p', dir, '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = tail(nginx);
    const deadline = Date.now() + 30_000;
    while (!(await answersOverTls(url))) {
      if (Date.now() > deadline || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, direct, close } satisfies TlsShop;
}

/** Whether nginx passes a request on over https, its certificate unchecked (it is the test's own). */
function answersOverTls(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const asked = httpsRequest(`${url}/healthz`, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200);
    });
    asked.on('error', () => resolve(false));
    asked.end();
  });
}
