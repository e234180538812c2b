import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { remotesManifest } from '../../src/plugins/remotes-manifest';

const DEFAULTS = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  checkout: '/remotes/checkout/mf-manifest.json',
  backoffice: '/remotes/backoffice/mf-manifest.json',
};
const V2 = 'https://cdn.example/catalogue/v2/mf-manifest.json';

describe('the remotes file over its life', () => {
  let dir: string;
  let file: string;
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const logged = () => ({
    info: log.info.mock.calls.length,
    warn: log.warn.mock.calls.length,
    error: log.error.mock.calls.length,
  });

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remotes-file-'));
    file = path.join(dir, 'remotes.json');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is said missing once, however many pages are served meanwhile, and each later state once', async () => {
    const current = remotesManifest(DEFAULTS, file, log as unknown as FastifyBaseLogger);
    for (let page = 0; page < 3; page += 1) expect(await current()).toEqual(DEFAULTS);
    expect(logged()).toEqual({ info: 0, warn: 1, error: 0 });
    expect(log.warn.mock.calls[0]?.[0]).toEqual({ file });

    writeFileSync(file, JSON.stringify({ catalogue: V2 }));
    expect(await current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    await current();
    expect(logged()).toEqual({ info: 1, warn: 1, error: 0 });

    writeFileSync(file, '{"catalogue": ');
    for (let page = 0; page < 3; page += 1) expect(await current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    expect(logged()).toEqual({ info: 1, warn: 1, error: 1 });

    // Deleting the file keeps the last good manifest: rolling back is writing the old line back.
    rmSync(file);
    expect(await current()).toEqual({ ...DEFAULTS, catalogue: V2 });
    expect(logged()).toEqual({ info: 1, warn: 2, error: 1 });

    writeFileSync(file, '{}');
    expect(await current()).toEqual(DEFAULTS);
    expect(logged()).toEqual({ info: 2, warn: 2, error: 1 });
  });
});
