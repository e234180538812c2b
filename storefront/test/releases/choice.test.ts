import {
  bucketOf,
  type CanaryLine,
  newBucket,
  parseRemoteLine,
  type RemoteLines,
  releaseName,
  visitorsManifest,
} from '../../src/releases/choice';

const STABLE = '/releases/checkout/1.0.0-aaa/mf-manifest.json';
const CANARY = 'https://cdn.example/checkout/1.1.0-bbb/mf-manifest.json';

describe('a line of the remotes file', () => {
  it('is a location, as before', () => {
    expect(parseRemoteLine('checkout', STABLE)).toBe(STABLE);
  });

  it('is a canary: two locations and the whole percent of visitors served the second', () => {
    for (const percent of [0, 10, 100]) {
      expect(parseRemoteLine('checkout', { stable: STABLE, canary: CANARY, percent })).toEqual({
        stable: STABLE,
        canary: CANARY,
        percent,
      });
    }
  });

  it.each([
    [42, 'gives checkout a location that is neither a string nor {"stable", "canary", "percent"}'],
    [[STABLE], 'gives checkout a location that is neither a string nor {"stable", "canary", "percent"}'],
    [{ stable: STABLE, percent: 10 }, 'gives checkout a canary without both "stable" and "canary" locations'],
    [{ stable: STABLE, canary: CANARY, percent: 10.5 }, 'not a whole number from 0 to 100 (got 10.5)'],
    [{ stable: STABLE, canary: CANARY, percent: 101 }, 'not a whole number from 0 to 100 (got 101)'],
    [{ stable: STABLE, canary: CANARY, percent: -1 }, 'not a whole number from 0 to 100 (got -1)'],
    [{ stable: STABLE, canary: CANARY, percent: '10' }, 'not a whole number from 0 to 100 (got "10")'],
    [{ stable: STABLE, canary: CANARY }, 'not a whole number from 0 to 100 (got undefined)'],
    [{ stable: STABLE, canary: CANARY, percent: 10, share: 5 }, 'a field "share" it does not know'],
    [{ stable: STABLE, canary: 'cdn.example/mf-manifest.json', percent: 10 }, 'checkout.canary must be'],
    [{ stable: '//cdn.example/mf-manifest.json', canary: CANARY, percent: 10 }, 'checkout.stable must be'],
  ])('refuses %j, saying why', (line, why) => {
    expect(() => parseRemoteLine('checkout', line)).toThrow(why);
  });
});

describe("a visitor's bucket", () => {
  it('is read from its cookie when it holds a number from 0 to 99', () => {
    expect(bucketOf('0')).toBe(0);
    expect(bucketOf('7')).toBe(7);
    expect(bucketOf('99')).toBe(99);
    for (const value of [undefined, '', '100', '-1', '7.5', 'x', ' 7'])
      expect(bucketOf(value)).toBeUndefined();
  });

  it('is drawn anew for a visitor without one, from every bucket', () => {
    const drawn = new Set(Array.from({ length: 5000 }, newBucket));
    expect([...drawn].every((bucket) => bucketOf(String(bucket)) === bucket)).toBe(true);
    expect(drawn.size).toBe(100);
  });
});

describe("a visitor's manifest", () => {
  const canary = (percent: number): CanaryLine => ({ stable: STABLE, canary: CANARY, percent });
  const lines = (checkout: RemoteLines['checkout']): RemoteLines => ({
    catalogue: '/remotes/catalogue/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    checkout,
    backoffice: '/remotes/backoffice/mf-manifest.json',
  });

  it('gives the canary to the buckets below its percent, the stable release to the rest', () => {
    const served = (bucket: number) => visitorsManifest(lines(canary(10)), bucket).checkout;
    expect([0, 5, 9].map(served)).toEqual([CANARY, CANARY, CANARY]);
    expect([10, 50, 99].map(served)).toEqual([STABLE, STABLE, STABLE]);
  });

  it('serves a bucket the same release on every page: only its percent moving moves it', () => {
    const bucket = 42;
    expect(visitorsManifest(lines(canary(42)), bucket).checkout).toBe(STABLE);
    expect(visitorsManifest(lines(canary(42)), bucket).checkout).toBe(STABLE);
    expect(visitorsManifest(lines(canary(43)), bucket).checkout).toBe(CANARY);
    expect(visitorsManifest(lines(canary(100)), 99).checkout).toBe(CANARY);
    expect(visitorsManifest(lines(canary(0)), 0).checkout).toBe(STABLE);
  });

  it('is the stable releases without a bucket, and a preview wherever it says', () => {
    expect(visitorsManifest(lines(canary(100)), undefined).checkout).toBe(STABLE);
    const previewed = '/releases/account/2.0.0-ccc/mf-manifest.json';
    expect(visitorsManifest(lines(canary(100)), 99, { account: previewed, checkout: STABLE })).toEqual({
      ...lines(STABLE),
      account: previewed,
    });
  });
});

describe("a release's name", () => {
  it("is its manifest's folder", () => {
    expect(releaseName(STABLE)).toBe('1.0.0-aaa');
    expect(releaseName(CANARY)).toBe('1.1.0-bbb');
    expect(releaseName('https://cdn.example/mf-manifest.json')).toBe('https://cdn.example/mf-manifest.json');
  });
});
