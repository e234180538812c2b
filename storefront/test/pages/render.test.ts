import type { PreparePage, SelfAnswer } from '@shop/shared/contracts';
import Fastify from 'fastify';
import { createElement } from 'react';
import type { VisitorRequest } from '../../src/api/visitor';
import { pageRenderer, type RenderRecord } from '../../src/pages/render';
import { loadServerModule } from '../../src/slices/server-modules';

// The shell's server build, as the renderer loads it through Module Federation: here a page whose one screen asks
// the API for the visitor's cart and shows what it got.
jest.mock('../../src/slices/server-modules', () => ({ loadServerModule: jest.fn() }));

const cartPage: PreparePage<string> = async ({ answer }) => {
  const cart = await (answer as SelfAnswer)({ method: 'GET', url: '/api/v1/CartList' });
  const lines = cart.status === 200 ? (JSON.parse(cart.body as string).data as string[]) : [];
  return {
    app: createElement('p', null, lines.length === 0 ? 'Your cart is empty.' : lines.join(', ')),
    screenRendered: true,
    state: () => ({ 'checkout/cart/lines': lines }),
    status: 200,
  };
};

const visitor: VisitorRequest = {
  headers: {
    cookie: '__Host-shop_session=abc',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '127.0.0.1',
  },
};
const session = { signedIn: async () => true, operator: async () => false };
const MANIFEST = { catalogue: '/c', account: '/a', checkout: '/k', backoffice: '/b' };

function renderer(statusCode: number) {
  const asked: { url: string; visitor: VisitorRequest | undefined }[] = [];
  const renderPage = pageRenderer({
    ownOrigin: () => 'http://127.0.0.1:1',
    askApi: async (url, options) => {
      asked.push({ url, visitor: options.visitor });
      return { statusCode, body: JSON.stringify({ status: 'success', data: ['Tee (L)', 'Mug'] }) };
    },
    budgetMs: 300,
    site: 'https://shop.example',
    log: Fastify({ logger: false }).log,
  });
  const render = (record?: RenderRecord) =>
    renderPage('/cart', { request: visitor, ...session }, MANIFEST, MANIFEST, {}, record);
  return { render, asked };
}

beforeEach(() => {
  jest.mocked(loadServerModule).mockResolvedValue({ default: cartPage });
});

describe("a page rendered on the server for a visitor's session", () => {
  it("makes the screen's calls as the visitor's own request: their cookies, scheme and address", async () => {
    const { render, asked } = renderer(200);
    const page = await render();
    expect(page?.html).toBe('<p>Tee (L), Mug</p>');
    expect(asked).toEqual([{ url: '/api/v1/CartList', visitor }]);
  });

  it.each([401, 403])(
    'is left to the browser when the API refused a call with %i: never hydrated as if the data were empty',
    async (status) => {
      const { render } = renderer(status);
      expect(await render()).toBeUndefined();
    },
  );
});

describe("what a page's render cost, for Server-Timing and the metrics", () => {
  it('records the screen preparation and the render, and that the screen came out', async () => {
    const record: RenderRecord = {};
    const { render } = renderer(200);
    await render(record);
    expect(record).toEqual({
      prepareMs: expect.any(Number),
      renderMs: expect.any(Number),
      outcome: 'rendered',
    });
  });

  it.each([
    ['OverBudget', 'over-budget'],
    ['TypeError', 'failed'],
  ])('tells a screen that failed with %s as %s', async (name, outcome) => {
    const failingScreen: PreparePage<string> = async ({ onScreenFailed }) => {
      const error = new Error('the screen did not come');
      error.name = name;
      onScreenFailed({ remote: 'checkout', module: './Cart' }, error);
      return { app: createElement('p', null, 'Cart'), screenRendered: false, state: () => ({}), status: 200 };
    };
    jest.mocked(loadServerModule).mockResolvedValue({ default: failingScreen });
    const record: RenderRecord = {};
    const { render } = renderer(200);
    await render(record);
    expect(record).toMatchObject({ outcome });
  });
});
