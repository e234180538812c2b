// The shell on the shop's server: the status and head it gives a page, from its routes and the screen's slice.
import type {
  PageContext,
  PageHead,
  PublishedRoute,
  ScreenModule,
  ServerPageRequest,
} from '@shop/shared/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import preparePage from './page';

const PUBLISHED: Record<string, PublishedRoute[]> = {
  catalogue: [{ path: '/details/:id', module: './ProductDetails', title: 'Product details' }],
  account: [{ path: '/orders', module: './Orders', title: 'Orders', signedIn: true }],
  checkout: [{ path: '/cart', module: './Cart', title: 'Cart', signedIn: true }],
  backoffice: [{ path: '/admin/*', module: './BackOffice', title: 'Back office', operator: true }],
};
const SITE = 'https://shop.example';
const productHead = (title: string): PageHead => ({ title, description: title, type: 'product', jsonLd: [] });

/** A product screen whose data comes after `delayMs`, and whose page is found unless its id is `gone`. */
function productScreen(delayMs = 0) {
  const opened = createEvent<{ params: Record<string, string | undefined> }>();
  const loadFx = createEffect(
    (id: string) => new Promise<string>((resolve) => setTimeout(() => resolve(id), delayMs)),
  );
  const $product = createStore<string | null>(null, { sid: 'test/product' }).on(
    loadFx.doneData,
    (_, id) => id,
  );
  sample({ clock: opened, fn: ({ params }) => params.id ?? '', target: loadFx });
  const asked: PageContext[] = [];
  const module: ScreenModule = {
    default: () => <p>product</p>,
    serverLoad: {
      opened: opened as never,
      $ready: $product.map((product) => product !== null),
      page: (context) => {
        asked.push(context);
        const product = context.read($product);
        if (product === 'gone') return { status: 404 };
        return { status: 200, head: productHead(product ?? 'Product details') };
      },
    },
  };
  return { module, asked };
}

function request(
  url: string,
  module: ScreenModule,
  more: Partial<ServerPageRequest> = {},
): ServerPageRequest {
  return {
    url,
    cookie: undefined,
    signedIn: async () => false,
    operator: async () => false,
    loadScreen: async () => module,
    answer: async () => ({ status: 200, body: '{}' }),
    budgetMs: 200,
    onScreenFailed: () => {},
    routes: PUBLISHED,
    site: SITE,
    ...more,
  };
}

test("a screen's page gives its head and status, from the data its load brought", async () => {
  const { module, asked } = productScreen();
  const found = await preparePage(request('/details/kettle', module));
  expect(found).toMatchObject({ status: 200, screenRendered: true, head: { title: 'kettle' } });
  expect(asked[0]).toMatchObject({ site: SITE, address: { params: { id: 'kettle' } } });

  const gone = await preparePage(request('/details/gone', module));
  expect(gone).toMatchObject({ status: 404, head: { title: 'Page not found | Shop', noindex: true } });
});

test('a screen over its budget is the browser’s to render, and its page is the route’s generic one', async () => {
  const { module } = productScreen(1_000);
  const failures: unknown[] = [];
  const late = await preparePage(
    request('/details/kettle', module, { budgetMs: 20, onScreenFailed: (_, error) => failures.push(error) }),
  );
  expect(late).toMatchObject({ status: 200, screenRendered: false, head: { title: 'Product details' } });
  expect(failures).toEqual([expect.objectContaining({ name: 'OverBudget' })]);
});

test("a screen with a page, a little late, is waited for: its head, a missing one's 404", async () => {
  const failures: unknown[] = [];
  const onScreenFailed = (_: unknown, error: unknown) => failures.push(error);
  const late = await preparePage(
    request('/details/kettle', productScreen(60).module, { budgetMs: 40, onScreenFailed }),
  );
  expect(late).toMatchObject({ status: 200, screenRendered: true, head: { title: 'kettle' } });
  expect(failures).toEqual([expect.objectContaining({ name: 'OverBudget' })]);
  const gone = await preparePage(request('/details/gone', productScreen(60).module, { budgetMs: 40 }));
  expect(gone).toMatchObject({ status: 404, screenRendered: true });
});

test('a late screen without a page of its own is not waited for', async () => {
  const { module } = productScreen(60);
  const { page: _, ...withoutPage } = module.serverLoad ?? ({} as never);
  const late = await preparePage(
    request('/details/kettle', { ...module, serverLoad: withoutPage }, { budgetMs: 40 }),
  );
  expect(late).toMatchObject({ status: 200, screenRendered: false, head: undefined });
});

test('an address no route has, and the back office to anyone but an operator, are not found', async () => {
  const { module } = productScreen();
  for (const url of ['/no/such/page', '/details', '/admin/orders']) {
    const page = await preparePage(request(url, module));
    expect({ url, status: page.status, title: page.head?.title }).toEqual({
      url,
      status: 404,
      title: 'Page not found | Shop',
    });
  }
  const operator = await preparePage(request('/admin/orders', module, { operator: async () => true }));
  expect(operator).toMatchObject({ status: 200, head: undefined });
});

test("a customer's page keeps the shell's head; a slice that cannot be reached is no 404", async () => {
  const { module } = productScreen();
  expect(await preparePage(request('/orders', module))).toMatchObject({ status: 200, head: undefined });
  const { catalogue: _unread, ...read } = PUBLISHED;
  const unavailable = await preparePage(request('/details/kettle', module, { routes: read }));
  expect(unavailable).toMatchObject({ status: 200, head: undefined, screenRendered: false });
});

test("a screen without a page of its own has the shell's head", async () => {
  const { module } = productScreen();
  const { page: _none, ...serverLoad } = module.serverLoad ?? ({} as never);
  const plain = await preparePage(request('/details/kettle', { ...module, serverLoad }));
  expect(plain).toMatchObject({ status: 200, screenRendered: true, head: undefined });
});
