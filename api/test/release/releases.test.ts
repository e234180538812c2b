import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  listReleases,
  releaseLine,
  releasesSetting,
  requireRelease,
  whereLineWorks,
} from '../../../release/releases';

const repositoryReleases = path.join(__dirname, '..', '..', '..', 'releases');

describe("a release's line", () => {
  it("is a path on the shop, which serves the repository's releases/ under `npm start`", () => {
    const releases = releasesSetting({});
    expect(releases.dir).toBe(repositoryReleases);
    expect(releaseLine(releases, 'catalogue', '1.2.0-4f5e6d7')).toBe(
      '/releases/catalogue/1.2.0-4f5e6d7/mf-manifest.json',
    );
    expect(whereLineWorks(releases)).toContain("this repository's releases/");
  });

  it('works on a shop started with the same RELEASES_DIR, when the folder is elsewhere', () => {
    const releases = releasesSetting({ RELEASES_DIR: '/srv/shop/releases/' });
    expect(releaseLine(releases, 'catalogue', 'a')).toBe('/releases/catalogue/a/mf-manifest.json');
    expect(whereLineWorks(releases)).toContain(
      'the line works on a shop started with RELEASES_DIR=/srv/shop/releases',
    );
  });

  it('is on RELEASES_URL when the folder is published there', () => {
    const releases = releasesSetting({ RELEASES_DIR: '/srv/out', RELEASES_URL: 'https://cdn.example/shop/' });
    expect(releaseLine(releases, 'account', 'a')).toBe('https://cdn.example/shop/account/a/mf-manifest.json');
    expect(whereLineWorks(releases)).toContain("once the release's folder is copied there");
  });
});

describe("a slice's releases", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-releases-'));
    for (const folder of ['1.0.0-aaaaaaa', 'hotfix', 'b.building-123']) {
      await mkdir(path.join(dir, 'catalogue', folder), { recursive: true });
    }
    for (const release of ['1.0.0-aaaaaaa', 'hotfix']) {
      await writeFile(path.join(dir, 'catalogue', release, 'mf-manifest.json'), '{}');
    }
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('are the folders holding a whole build, not one under way', () => {
    const releases = releasesSetting({ RELEASES_DIR: dir });
    expect(listReleases(releases, 'catalogue')).toEqual(['1.0.0-aaaaaaa', 'hotfix']);
    expect(listReleases(releases, 'checkout')).toEqual([]);
  });

  it('answer an unknown name with the ones there are', () => {
    const releases = releasesSetting({ RELEASES_DIR: dir });
    expect(() => requireRelease(releases, 'catalogue', 'hotfix')).not.toThrow();
    expect(() => requireRelease(releases, 'catalogue', 'hotfx')).toThrow(
      'catalogue has no release "hotfx" in',
    );
    expect(() => requireRelease(releases, 'catalogue', 'hotfx')).toThrow(
      'Its releases: 1.0.0-aaaaaaa, hotfix.',
    );
    expect(() => requireRelease(releases, 'checkout', 'a')).toThrow('It has no releases yet.');
    expect(() => requireRelease(releases, 'catalogue', '../catalogue')).toThrow('is not a release name');
  });
});
