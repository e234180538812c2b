import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ROUTE_PATTERNS } from '@shop/shared/paths';
import { seriousViolations } from '../support/axe';
import { consoleTroubles } from '../support/console';
import { followMainNav } from '../support/navigation';
import { signInThroughApi } from '../support/session';
import { SHOP_ROUTES } from '../support/shop-routes';
import { addToCart, addToWish, saveProfile, twoProducts } from '../support/shopping';

/**
 * Every route of the shop, on a desktop and a phone screen, opened by its address (so rendered on the server, then
 * hydrated): axe finds no serious or critical violation, the console shows no error or warning, and a screenshot of
 * each page in each size is written to e2e/screenshots/ for people to look at.
 */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const SCREENSHOTS = path.join(__dirname, '..', 'screenshots');
const NOT_FOUND_STATUS = /^Failed to load resource: the server responded with a status of 404/;

interface RouteCase {
  name: string;
  path: (ids: DemoIds) => string;
  signedIn?: boolean;
}
interface DemoIds {
  productId: string;
  brandId: string;
  categoryId: string;
  invoiceId: string;
}

/** What fills each pattern's parameter: an id of the demo catalogue or of the customer's invoice, or a word. */
const PARAMETERS: Record<string, (ids: DemoIds) => string> = {
  [ROUTE_PATTERNS.byBrand]: ({ brandId }) => brandId,
  [ROUTE_PATTERNS.byCategory]: ({ categoryId }) => categoryId,
  [ROUTE_PATTERNS.byKeyword]: () => 'shirt',
  [ROUTE_PATTERNS.details]: ({ productId }) => productId,
  [ROUTE_PATTERNS.invoice]: ({ invoiceId }) => invoiceId,
};

function parameter(path: string, ids: DemoIds): string {
  const fill = PARAMETERS[path];
  if (!fill) throw new Error(`No value to open ${path} with`);
  return fill(ids);
}

/**
 * The shop's own route table, each route named by its first segment, and an address no route serves. The back office
 * needs an operator: back-office.spec.ts sweeps its screens.
 */
const ROUTES: RouteCase[] = [
  ...SHOP_ROUTES.filter(({ operator }) => !operator).map(({ path, signedIn }) => ({
    name: path.split('/')[1] || 'home',
    path: (ids: DemoIds) => path.replace(/:\w+/, () => parameter(path, ids)),
    signedIn,
  })),
  { name: 'not-found', path: () => '/no/such/page' },
];

async function data(request: APIRequestContext, call: string) {
  return (await (await request.get(`/api/v1/${call}`)).json()).data;
}

async function catalogueIds(request: APIRequestContext) {
  const { plain } = await twoProducts(request);
  const [brand] = await data(request, 'ProductBrandList');
  const [category] = await data(request, 'ProductCategoryList');
  return { productId: plain._id, brandId: brand._id, categoryId: category._id, invoiceId: '' };
}

/** A signed-in customer with a profile, an invoice, a cart line and a wish, so no page of theirs is empty. */
async function customerWithHistory(request: APIRequestContext): Promise<DemoIds> {
  await signInThroughApi(request);
  await saveProfile(request);
  const ids = await catalogueIds(request);
  const { discounted } = await twoProducts(request);
  await addToCart(request, ids.productId);
  await data(request, 'CreateInvoice');
  const [invoice] = await data(request, 'InvoiceList');
  await addToCart(request, discounted._id);
  await addToWish(request, ids.productId);
  return { ...ids, invoiceId: invoice._id };
}

/** The screen is in place and nothing is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`every route on a ${size} screen`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.name}: no serious or critical accessibility violation, no console trouble`, async ({
        page,
      }) => {
        const ids = route.signedIn
          ? await customerWithHistory(page.request)
          : await catalogueIds(page.request);
        // The not-found page is answered with its status, which Chromium reports as a resource that failed.
        const troubles = consoleTroubles(page, route.name === 'not-found' ? NOT_FOUND_STATUS : undefined);
        await page.goto(route.path(ids));
        await settled(page);
        await page.screenshot({ path: path.join(SCREENSHOTS, size, `${route.name}.png`), fullPage: true });

        expect(await seriousViolations(page)).toEqual([]);
        expect(troubles).toEqual([]);
      });
    }
  });
}

test('the API cut off: the failed-load messages have no serious violation, and Retry is reached and pressed by keyboard', async ({
  page,
}) => {
  // Opened by its address, home comes rendered with its data from the server: the browser meets the API down as it
  // opens home from another page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await followMainNav(page, 'Home');
  const productsFailed = page.getByRole('alert').filter({ hasText: 'We could not load products.' });
  await expect(productsFailed).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'desktop', 'home-api-down.png'), fullPage: true });

  expect(await seriousViolations(page)).toEqual([]);

  // Focused while the API is still cut off: once it is back, an automatic retry may win the race and remove the button.
  await productsFailed.getByRole('button', { name: 'Retry' }).focus();
  await page.unroute('**/api/**');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'new products' }).getByRole('link').first()).toBeVisible();
  // The focus moved with the content rather than falling to the page's body.
  await expect(page.getByRole('tabpanel', { name: 'new products' })).toBeFocused();
});
