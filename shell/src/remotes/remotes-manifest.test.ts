import { REMOTES_MANIFEST_URL, remotesManifest } from './remotes-manifest';

const MANIFEST = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  checkout: 'https://cdn.example/checkout/v7/mf-manifest.json',
};

// jsdom has no Response: the part of one the module reads.
const answer = (status: number, body: unknown = MANIFEST) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the manifest is fetched once per page, revalidated with the server, and shared by every caller', async () => {
  fetchMock.mockImplementation(() => answer(200));
  const [first, second] = await Promise.all([remotesManifest(true), remotesManifest()]);
  expect(first).toEqual(MANIFEST);
  expect(second).toBe(first);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
});

test('a fresh read asks the server again (Retry after a slice was repointed)', async () => {
  fetchMock.mockImplementation(() => answer(200));
  await remotesManifest(true);
  const moved = { ...MANIFEST, catalogue: 'https://cdn.example/catalogue/v2/mf-manifest.json' };
  fetchMock.mockImplementation(() => answer(200, moved));
  expect(await remotesManifest()).toEqual(MANIFEST);
  expect(await remotesManifest(true)).toEqual(moved);
});

test('a failed fetch is forgotten, so the next caller asks again instead of failing for good', async () => {
  fetchMock.mockImplementationOnce(() => answer(503, {}));
  await expect(remotesManifest(true)).rejects.toThrow(`${REMOTES_MANIFEST_URL} answered 503`);
  fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
  await expect(remotesManifest()).rejects.toThrow('Failed to fetch');
  fetchMock.mockImplementation(() => answer(200));
  expect(await remotesManifest()).toEqual(MANIFEST);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

describe('a page served with the manifest in it', () => {
  const inPage = { ...MANIFEST, catalogue: '/remotes/catalogue/v3/mf-manifest.json' };
  beforeEach(() => {
    document.body.innerHTML = `<script type="application/json" id="remotes-manifest">${JSON.stringify(inPage)}</script>`;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const freshModule = () => {
    let module: typeof import('./remotes-manifest') | undefined;
    jest.isolateModules(() => {
      module = require('./remotes-manifest');
    });
    return module as typeof import('./remotes-manifest');
  };

  test('uses it without asking the server', async () => {
    expect(await freshModule().remotesManifest()).toEqual(inPage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('still asks the server for a fresh read (Retry)', async () => {
    fetchMock.mockImplementation(() => answer(200));
    const { remotesManifest: read } = freshModule();
    await read();
    expect(await read(true)).toEqual(MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
