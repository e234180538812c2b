/**
 * Rendered catalogue pages kept for every visitor of a kind: such a page is the same for all of them (it depends on
 * its address, the remotes manifest, the catalogue and what the header offers them), so rendering it once serves
 * every one of them. It stays fresh
 * until the next catalogue change this storefront hears of (api/catalogue-changes.ts), and no longer than a catalogue
 * answer does (their TTL).
 */

import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from '../api/catalogue-changes';

export interface KeptPage {
  status: number;
  body: Buffer;
  /** The body's validator, for the conditional requests of browsers and caches in front. */
  etag: string;
}

interface Entry extends KeptPage {
  generation: number;
  keptAt: number;
}

export interface PageCache {
  /** The page kept under this key, if it is still fresh. */
  get(key: string): KeptPage | undefined;
  /** Keeps a page rendered from the catalogue as it was at `madeAt` (taken before its data was read). */
  set(key: string, page: KeptPage, madeAt: CatalogueVersion): void;
}

export function pageCache({
  maxBytes,
  catalogueVersion,
}: {
  maxBytes: number;
  /** Undefined while catalogue answers are not kept: nor are pages then. */
  catalogueVersion: () => CatalogueVersion | undefined;
}): PageCache {
  const pages = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
  });
  return {
    get(key) {
      const now = catalogueVersion();
      const entry = pages.get(key);
      if (!now || !entry || entry.generation !== now.generation) return undefined;
      return Date.now() - entry.keptAt < now.ttlMs ? entry : undefined;
    },
    set(key, page, madeAt) {
      // Made before a change that came meanwhile: never fresh, not worth the room.
      if (catalogueVersion()?.generation !== madeAt.generation) return;
      pages.set(key, { ...page, generation: madeAt.generation, keptAt: Date.now() }, { ttl: madeAt.ttlMs });
    },
  };
}
