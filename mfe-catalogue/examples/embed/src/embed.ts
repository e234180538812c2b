import { createInstance } from '@module-federation/enhanced/runtime';

type Mount = (
  element: HTMLElement,
  options: { apiBaseUrl: string; initialPath?: string; onNavigate?: (path: string) => void },
) => () => void;

/** The shop to embed: `?shop=https://shop.example` (default: a shop started with `npm start`). */
const shop = new URLSearchParams(location.search).get('shop') ?? 'http://localhost:3000';

async function embed() {
  // The page shares nothing with the catalogue (the remote brings its own React): a runtime instance of its own.
  const federation = createInstance({
    name: 'embedExample',
    remotes: [{ name: 'catalogue', entry: `${shop}/remotes/catalogue/embed/mf-manifest.json` }],
  });
  const { mount } = (await federation.loadRemote<{ mount: Mount }>('catalogue/mount')) ?? {};
  if (!mount) throw new Error('the catalogue did not load');

  const categories = await (await fetch(`${shop}/api/v1/ProductCategoryList`)).json();
  // A shared link (#/details/<id>) opens where the visitor was; otherwise the grid of the first category.
  const start = location.hash.slice(1) || `/by-category/${categories.data[0]._id}`;
  mount(document.getElementById('shop-catalogue') as HTMLElement, {
    apiBaseUrl: shop,
    initialPath: start,
    // The catalogue moves inside its element; the page keeps the place in its address.
    onNavigate: (path) => history.replaceState(null, '', `#${path}`),
  });
}

embed().catch((error: unknown) => {
  document
    .getElementById('shop-catalogue')
    ?.replaceChildren(`The catalogue could not be loaded: ${String(error)}`);
});
