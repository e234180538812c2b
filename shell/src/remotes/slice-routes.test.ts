import { SLICE_ROUTES_ELEMENT_ID, sliceRoutes } from './slice-routes';

jest.mock('./remotes-manifest', () => ({
  remotesManifest: () =>
    Promise.resolve({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      checkout: 'https://cdn.example/checkout/v7/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    }),
}));

const HOME = { path: '/', module: './Home', title: 'Home' };
const CART = { path: '/cart', module: './Cart', title: 'Cart', signedIn: true };

// jsdom has no Response: the part of one the module reads.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: async () => body } as Response);
const manifestWith = (routes: unknown) => ({ metaData: { buildInfo: {}, routes } });
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
});

test("a page without them reads every slice's manifest, and leaves out a slice whose routes cannot be read", async () => {
  fetchMock.mockImplementation((url) => {
    if (url === 'http://localhost/remotes/catalogue/mf-manifest.json')
      return answer(200, manifestWith([HOME]));
    if (url === 'https://cdn.example/checkout/v7/mf-manifest.json') return answer(200, manifestWith([CART]));
    // An account build from before routes were published.
    return answer(200, { metaData: { buildInfo: {} } });
  });
  expect(await sliceRoutes()).toEqual({ catalogue: [HOME], checkout: [CART] });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(console.error).toHaveBeenCalledWith(
    "The account slice's routes could not be read",
    expect.any(Error),
  );
});

test('a slice whose manifest does not answer is left out', async () => {
  fetchMock.mockImplementation((url) =>
    url.includes('checkout') ? answer(404, 'Not Found') : answer(200, manifestWith([HOME])),
  );
  expect(Object.keys(await sliceRoutes())).toEqual(['catalogue', 'account']);
});

test('a page that carries them needs no request', async () => {
  const inPage = { catalogue: [HOME] };
  document.body.innerHTML = `<script type="application/json" id="${SLICE_ROUTES_ELEMENT_ID}">${JSON.stringify(inPage)}</script>`;
  expect(await sliceRoutes()).toEqual(inPage);
  expect(fetchMock).not.toHaveBeenCalled();
});
