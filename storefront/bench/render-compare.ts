/**
 * Federated rendering against a monolith's, in one process of its own (run by render.ts): the same renderer
 * (src/pages/render.ts) and the same pages, the shell and its screens loaded through Module Federation from a
 * running storefront, or bundled into one file (e2e/bench/monolith/server-page.ts). Several renders at once, the
 * two in turns, for as long as the arguments say; prints pages/s of each, the median round, as JSON.
 *
 * node --import tsx bench/render-compare.ts <storefront origin> <API origin> <signing secret> <seconds> <paths...>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PreparePage } from '@shop/shared/contracts';
import { publishedRoutes } from '@shop/shared/paths';
import Fastify from 'fastify';
import { apiClient } from '../src/api/client';
import { REMOTE_NAMES, type RemoteName } from '../src/config';
import type { SliceRoutes } from '../src/pages/hints';
import { pageRenderer } from '../src/pages/render';

const repository = path.join(__dirname, '..', '..');
const MONOLITH = path.join(repository, 'e2e', 'bench', 'monolith', 'dist-server', 'page.js');
/** Renders in flight at once, as a storefront under load has. */
const CONCURRENCY = 8;
const ROUNDS = 3;

async function main() {
  const [storefront = '', apiBase = '', secret = '', seconds = '10', ...paths] = process.argv.slice(2);
  const api = apiClient({ urls: [apiBase], signingSecret: secret });
  const routes: SliceRoutes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      publishedRoutes(
        JSON.parse(readFileSync(path.join(repository, `mfe-${name}`, 'dist', 'mf-manifest.json'), 'utf8')),
      ),
    ]),
  );
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const common = {
    ownOrigin: () => storefront,
    askApi: (url: string, options: Parameters<typeof api.call>[1]) => api.call(url, options),
    budgetMs: 2_000,
    site: storefront,
    log: Fastify({ logger: { level: 'warn' } }).log,
  };
  const renderers = {
    federated: pageRenderer(common),
    monolith: pageRenderer({
      ...common,
      loadShellPage: async () => (require(MONOLITH) as { default: PreparePage<RemoteName> }).default,
    }),
  };
  const visitor = { request: { headers: {} }, signedIn: async () => false, operator: async () => false };
  const render = async (renderer: (typeof renderers)['federated'], url: string) => {
    const page = await renderer(url, visitor, remotes, remotes, routes);
    if (!page?.screenRendered) throw new Error(`${url} was not rendered with its screen`);
  };
  const pagesPerSecond = async (renderer: (typeof renderers)['federated']) => {
    let rendered = 0;
    const started = performance.now();
    const ends = started + Number(seconds) * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, lane) => {
        for (let index = lane; performance.now() < ends; index += CONCURRENCY) {
          await render(renderer, paths[index % paths.length] as string);
          rendered += 1;
        }
      }),
    );
    return rendered / ((performance.now() - started) / 1000);
  };

  // Each loaded, and every page rendered a few times, before anything is measured.
  for (const renderer of Object.values(renderers)) {
    for (let pass = 0; pass < 3; pass += 1) for (const url of paths) await render(renderer, url);
  }
  const rounds: Record<keyof typeof renderers, number[]> = { federated: [], monolith: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, renderer] of Object.entries(renderers)) {
      rounds[name as keyof typeof renderers].push(await pagesPerSecond(renderer));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  process.stdout.write(
    JSON.stringify({
      federated: Math.round(median(rounds.federated)),
      monolith: Math.round(median(rounds.monolith)),
    }),
  );
  await api.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
