/**
 * The catalogue's generation as this storefront knows it: one long-lived call of the API's CatalogueChanges stream,
 * which says `data: changed` whenever an operator's edit, an import or a sale changes what pages show (any API
 * replica hears of it through the shop's change feed). Each change moves the generation; so does every break of the
 * stream, since a change may have come meanwhile. While the stream is not open nothing made from the catalogue may
 * be kept (`version` is undefined), and the TTL bounds what a lost message could leave stale.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ApiClient } from './client';

export const CATALOGUE_CHANGES_PATH = '/api/v1/CatalogueChanges';
/** How long a page made from catalogue answers stays fresh with no change heard: as long as the API's answers. */
export const CATALOGUE_TTL_MS = 30_000;
const RECONNECT_MS = 1000;
/** The stream says something every 15 s (a comment line); silence past this is a break. */
const SILENCE_MS = 45_000;

/** What the catalogue's answers are now: a copy made from them is fresh until the generation moves or the TTL ends. */
export interface CatalogueVersion {
  generation: number;
  ttlMs: number;
}

export interface CatalogueChanges {
  version(): CatalogueVersion | undefined;
  close(): Promise<void>;
}

export function followCatalogueChanges(api: ApiClient, log: FastifyBaseLogger): CatalogueChanges {
  let generation = 0;
  let open = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const stop = new AbortController();

  const connect = async () => {
    try {
      const answer = await api.pool.request({
        method: 'GET',
        path: CATALOGUE_CHANGES_PATH,
        headers: { accept: 'text/event-stream' },
        bodyTimeout: SILENCE_MS,
        signal: stop.signal,
      });
      if (answer.statusCode !== 200) {
        await answer.body.dump();
        throw new Error(`the API answered ${answer.statusCode}`);
      }
      answer.body.setEncoding('utf8');
      let pending = '';
      for await (const chunk of answer.body) {
        if (!open) {
          open = true;
          generation += 1;
          log.info('following the catalogue’s changes');
        }
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        if (lines.some((line) => line.startsWith('data:'))) generation += 1;
      }
      throw new Error('the stream ended');
    } catch (error) {
      if (closed) return;
      if (open) log.warn({ err: error }, 'the catalogue’s changes stopped coming; kept pages are not served');
      open = false;
      generation += 1;
      retry = setTimeout(connect, RECONNECT_MS);
    }
  };
  void connect();

  return {
    version: () => (open ? { generation, ttlMs: CATALOGUE_TTL_MS } : undefined),
    async close() {
      closed = true;
      clearTimeout(retry);
      stop.abort();
    },
  };
}
