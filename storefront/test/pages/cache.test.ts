import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import type { CatalogueVersion } from '../../src/api/catalogue-changes';
import { pageCache } from '../../src/pages/cache';

const page = (text: string) => ({ status: 200, body: Buffer.from(text), etag: '"e"' });

let version: CatalogueVersion | undefined;
const cache = () => pageCache({ maxBytes: 1024, catalogueVersion: () => version });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  version = { generation: 0, ttlMs: 30_000 };
});
afterEach(() => {
  jest.useRealTimers();
});

test('a kept page is served under its key, with its status, until the TTL of catalogue answers ends', () => {
  const pages = cache();
  pages.set(
    '/details/1',
    { status: 404, body: Buffer.from('gone'), etag: '"e"' },
    { generation: 0, ttlMs: 30_000 },
  );
  expect(pages.get('/details/1')).toMatchObject({ status: 404, body: Buffer.from('gone'), etag: '"e"' });
  expect(pages.get('/details/2')).toBeUndefined();
  jest.advanceTimersByTime(29_999);
  expect(pages.get('/details/1')?.body.toString()).toBe('gone');
  jest.advanceTimersByTime(1);
  expect(pages.get('/details/1')).toBeUndefined();
});

test('a catalogue change makes every kept page stale', () => {
  const pages = cache();
  pages.set('/', page('home'), { generation: 0, ttlMs: 30_000 });
  version = { generation: 1, ttlMs: 30_000 };
  expect(pages.get('/')).toBeUndefined();
  pages.set('/', page('home again'), { generation: 1, ttlMs: 30_000 });
  expect(pages.get('/')?.body.toString()).toBe('home again');
});

test('a page rendered from data read before a change is not kept', () => {
  const pages = cache();
  const madeAt = { generation: 0, ttlMs: 30_000 };
  version = { generation: 1, ttlMs: 30_000 };
  pages.set('/', page('old home'), madeAt);
  expect(pages.get('/')).toBeUndefined();
  // Nor served if the generation were somehow read as the old one again.
  version = madeAt;
  expect(pages.get('/')).toBeUndefined();
});

test('nothing is kept or served while catalogue answers are not kept', () => {
  const pages = cache();
  pages.set('/', page('home'), { generation: 0, ttlMs: 30_000 });
  version = undefined;
  expect(pages.get('/')).toBeUndefined();
  pages.set('/about', page('about'), { generation: 0, ttlMs: 30_000 });
  version = { generation: 0, ttlMs: 30_000 };
  expect(pages.get('/about')).toBeUndefined();
});

test('the pages kept fit in the room given: the least recently used go first', () => {
  const pages = cache();
  const madeAt = { generation: 0, ttlMs: 30_000 };
  pages.set('a', page('x'.repeat(400)), madeAt);
  pages.set('b', page('y'.repeat(400)), madeAt);
  pages.get('a');
  pages.set('c', page('z'.repeat(400)), madeAt);
  expect(pages.get('a')).toBeDefined();
  expect(pages.get('b')).toBeUndefined();
  expect(pages.get('c')).toBeDefined();
});
