import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteName } from '../../src/config';
import { remotesManifest } from '../../src/releases/remotes-manifest';

const DEFAULTS = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  checkout: '/remotes/checkout/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};
const V2 = 'https://cdn.example/catalogue/v2/mf-manifest.json';
const SHOP = 'http://127.0.0.1:3000';
const GOOD = '/releases/checkout/1.0.0-a94fa11/mf-manifest.json';
/** One character off GOOD: a release that does not exist. */
const TYPO = '/releases/checkout/1.0.0-a94fa1l/mf-manifest.json';
const NEWER = '/releases/checkout/1.1.0-b0c1d2e/mf-manifest.json';

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'remotes-file-'));
  file = path.join(dir, 'remotes.json');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A remotes manifest over the test's file, on a shop at SHOP (or not listening yet), whose checks pass for the
 * manifests published, with a clock the test moves.
 */
function manifestOnShop({ listening = true } = {}) {
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const published = new Set<string>([`${SHOP}${GOOD}`, V2]);
  const shop = { listening, clock: 0 };
  const check = jest.fn(async (_remote: RemoteName, url: string) =>
    published.has(url) ? ({ ok: true } as const) : ({ ok: false, reason: 'manifest answered 404' } as const),
  );
  const remotes = remotesManifest({
    defaults: DEFAULTS,
    file,
    log: log as unknown as FastifyBaseLogger,
    resolve: (location) => (shop.listening ? new URL(location, SHOP).href : undefined),
    check,
    now: () => shop.clock,
  });
  const logged = () => ({
    info: log.info.mock.calls.length,
    warn: log.warn.mock.calls.length,
    error: log.error.mock.calls.length,
  });
  return { remotes, log, logged, published, shop, check };
}

const writeLines = (lines: Record<string, string>) => writeFileSync(file, JSON.stringify(lines));

describe('the remotes file over its life', () => {
  beforeEach(() => rmSync(file, { force: true }));

  it('is said missing once, however many pages are served meanwhile, and each later state once', async () => {
    const { remotes, log, logged } = manifestOnShop();
    for (let page = 0; page < 3; page += 1) expect(await remotes.current()).toEqual(DEFAULTS);
    expect(logged()).toEqual({ info: 0, warn: 1, error: 0 });
    expect(log.warn.mock.calls[0]?.[0]).toEqual({ file });

    writeLines({ catalogue: V2 });
    expect(await remotes.current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    await remotes.current();
    expect(logged()).toEqual({ info: 1, warn: 1, error: 0 });

    writeFileSync(file, '{"catalogue": ');
    for (let page = 0; page < 3; page += 1) {
      expect(await remotes.current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    }
    expect(logged()).toEqual({ info: 1, warn: 1, error: 1 });

    // Deleting the file keeps the last good manifest: rolling back is writing the old line back.
    rmSync(file);
    expect(await remotes.current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    expect(logged()).toEqual({ info: 1, warn: 2, error: 1 });

    writeFileSync(file, '{}');
    expect(await remotes.current()).toEqual(DEFAULTS);
    expect(logged()).toEqual({ info: 2, warn: 2, error: 1 });
  });
});

describe('a line of the remotes file that moves a remote: checked before it is served', () => {
  beforeEach(() => writeFileSync(file, '{}'));

  it('is served from the first page after the edit once its check passes, a shop path checked on the shop', async () => {
    const { remotes, check, logged } = manifestOnShop();
    writeLines({ checkout: GOOD });
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    expect(check.mock.calls).toEqual([['checkout', `${SHOP}${GOOD}`]]);
    expect(remotes.refused()).toEqual({});
    // A pass is kept: later pages do not check again.
    await remotes.current();
    expect(check).toHaveBeenCalledTimes(1);
    expect(logged()).toEqual({ info: 0, warn: 0, error: 0 });
  });

  it('when refused, leaves the last good line in service, says so once, and goes live once published', async () => {
    const { remotes, check, log, logged, published, shop } = manifestOnShop();
    writeLines({ checkout: GOOD });
    await remotes.current();

    writeLines({ checkout: TYPO });
    for (let page = 0; page < 3; page += 1) {
      expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    }
    expect(remotes.refused()).toEqual({
      checkout: { refused: TYPO, reason: 'manifest answered 404', serving: GOOD },
    });
    expect(logged()).toEqual({ info: 0, warn: 1, error: 0 });
    expect(log.warn.mock.calls[0]?.[0]).toEqual({
      remote: 'checkout',
      entry: TYPO,
      reason: 'manifest answered 404',
    });

    // Published a moment after its line was written: checked again once 10 s have passed, not before.
    writeLines({ checkout: NEWER });
    await remotes.current();
    published.add(`${SHOP}${NEWER}`);
    shop.clock += 9_999;
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    expect(check).toHaveBeenCalledTimes(3);
    shop.clock += 1;
    // That page does not wait for the check; the pages after its end get the release.
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    await nextTurn();
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: NEWER });
    expect(check).toHaveBeenCalledTimes(4);
    expect(remotes.refused()).toEqual({});
    // The warnings for TYPO and NEWER, then NEWER served.
    expect(logged()).toEqual({ info: 1, warn: 2, error: 0 });
  });

  it('as a canary that does not load, serves everyone the stable release and says why', async () => {
    const { remotes } = manifestOnShop();
    writeFileSync(file, JSON.stringify({ checkout: { stable: GOOD, canary: TYPO, percent: 10 } }));
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    expect(remotes.refused()).toEqual({
      checkout: { refused: TYPO, reason: 'canary: manifest answered 404', serving: GOOD },
    });

    writeFileSync(file, JSON.stringify({ checkout: { stable: GOOD, canary: V2, percent: 10 } }));
    expect(await remotes.current()).toEqual({
      ...DEFAULTS,
      checkout: { stable: GOOD, canary: V2, percent: 10 },
    });
    expect(remotes.refused()).toEqual({});
  });

  it('refused in the file the shop starts with, leaves the configured location in service', async () => {
    writeLines({ checkout: TYPO });
    const { remotes, logged } = manifestOnShop();
    expect(await remotes.current()).toEqual(DEFAULTS);
    expect(remotes.refused()).toEqual({
      checkout: { refused: TYPO, reason: 'manifest answered 404', serving: DEFAULTS.checkout },
    });
    expect(logged()).toEqual({ info: 0, warn: 1, error: 0 });
  });

  it('is not checked when it goes back to the last good location or the configured one', async () => {
    const { remotes, check } = manifestOnShop();
    writeLines({ checkout: GOOD });
    await remotes.current();
    writeLines({ checkout: TYPO });
    await remotes.current();
    expect(check).toHaveBeenCalledTimes(2);

    writeLines({ checkout: GOOD });
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
    writeLines({ checkout: DEFAULTS.checkout });
    expect(await remotes.current()).toEqual(DEFAULTS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(remotes.refused()).toEqual({});
  });

  it('waits, the last good line served, until the shop listens and it can be checked', async () => {
    writeLines({ checkout: GOOD });
    const { remotes, check, shop } = manifestOnShop({ listening: false });
    expect(await remotes.current()).toEqual(DEFAULTS);
    expect(check).not.toHaveBeenCalled();
    expect(remotes.refused()).toEqual({});

    shop.listening = true;
    expect(await remotes.current()).toEqual({ ...DEFAULTS, checkout: GOOD });
  });

  it('is checked once for the pages asking while its check runs', async () => {
    const { remotes, check } = manifestOnShop();
    writeLines({ checkout: GOOD });
    const pages = await Promise.all([remotes.current(), remotes.current(), remotes.current()]);
    expect(pages).toEqual(Array(3).fill({ ...DEFAULTS, checkout: GOOD }));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
