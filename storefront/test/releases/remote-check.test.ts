import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { checkRemoteEntry } from '../../src/releases/remote-check';
import { type StaticHost, staticHost } from '../support/static-host';

/** A build of the checkout as `npm run build` leaves it: the manifest names its remote entry beside it. */
const CHECKOUT_MANIFEST = JSON.stringify({
  id: 'checkout',
  name: 'checkout',
  metaData: {
    name: 'checkout',
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.093ab9fa.js', path: '', type: 'global' },
  },
});

/** What the static host holds, by path: each answers 200 with its body. */
const FILES: Record<string, string> = {
  '/releases/checkout/1.0.0-a94fa11/mf-manifest.json': CHECKOUT_MANIFEST,
  '/releases/checkout/1.0.0-a94fa11/remoteEntry.093ab9fa.js': '/* checkout entry */',
  // Published without its files: only the manifest was copied.
  '/releases/checkout/1.0.1-b0c1d2e/mf-manifest.json': CHECKOUT_MANIFEST,
  '/releases/catalogue/2.0.0-c3d4e5f/mf-manifest.json': JSON.stringify({
    name: 'catalogue',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.11aa22bb.js', path: '' } },
  }),
  '/releases/checkout/broken/mf-manifest.json': '<html>not found</html>',
  '/releases/checkout/nested/mf-manifest.json': JSON.stringify({
    name: 'checkout',
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.44cc55dd.js', path: '/js/' } },
  }),
  '/releases/checkout/nested/js/remoteEntry.44cc55dd.js': '/* checkout entry */',
  // Built with a fixed public path: its files are there, not beside the manifest.
  '/releases/checkout/fixed/mf-manifest.json': JSON.stringify({
    name: 'checkout',
    metaData: {
      publicPath: '/releases/checkout/nested/',
      remoteEntry: { name: 'remoteEntry.44cc55dd.js', path: 'js' },
    },
  }),
};

let host: StaticHost;
beforeAll(async () => {
  host = await staticHost(FILES);
});
afterAll(() => host.close());

test('passes a release whose manifest names the remote and whose remote entry answers', async () => {
  const manifest = `${host.origin}/releases/checkout/1.0.0-a94fa11/mf-manifest.json`;
  expect(await checkRemoteEntry('checkout', manifest)).toEqual({ ok: true });
  expect(host.asked).toContain('HEAD /releases/checkout/1.0.0-a94fa11/remoteEntry.093ab9fa.js');
});

test.each([
  ["in the manifest's folder for it", 'nested'],
  ['under the public path the build was made with', 'fixed'],
])('finds the remote entry %s', async (_case, release) => {
  const manifest = `${host.origin}/releases/checkout/${release}/mf-manifest.json`;
  expect(await checkRemoteEntry('checkout', manifest)).toEqual({ ok: true });
});

test.each([
  [
    'a release that does not exist',
    'checkout',
    '/releases/checkout/1.0.0-a94fa1l/mf-manifest.json',
    'manifest answered 404',
  ],
  [
    "another slice's release",
    'checkout',
    '/releases/catalogue/2.0.0-c3d4e5f/mf-manifest.json',
    'manifest names remote "catalogue", not "checkout"',
  ],
  [
    'a release published without its files',
    'checkout',
    '/releases/checkout/1.0.1-b0c1d2e/mf-manifest.json',
    'remoteEntry.093ab9fa.js answered 404',
  ],
  [
    'a manifest that is not JSON',
    'checkout',
    '/releases/checkout/broken/mf-manifest.json',
    'manifest is not a JSON object',
  ],
])('refuses %s, saying why', async (_case, remote, manifestPath, reason) => {
  expect(await checkRemoteEntry(remote, `${host.origin}${manifestPath}`)).toEqual({ ok: false, reason });
});

test('refuses a host nothing listens on', async () => {
  const gone = await staticHost({});
  await gone.close();
  expect(await checkRemoteEntry('checkout', `${gone.origin}/mf-manifest.json`)).toEqual({
    ok: false,
    reason: 'unreachable: ECONNREFUSED',
  });
});
