// The catalogue's screens as the shop's server fills them before rendering them.
import {
  aBrand,
  aCategory,
  aFeature,
  answer,
  aProductCard,
  aProductDetails,
  aSlider,
  loadAsOnServer,
  productPage,
} from '@shop/shared/testing';
import * as home from './home';
import * as legal from './legal';
import * as productDetails from './product-details';
import * as productList from './product-list';

const kettle = aProductDetails({ _id: 'p1', title: 'Kettle' });

/** A product's page, as the server loads it for `/details/{id}`. */
const productAt = (id: string) =>
  loadAsOnServer(productDetails.serverLoad, { params: { id }, search: '', props: {} });

beforeEach(() => {
  answer('GET ProductBrandList', { data: [aBrand()] });
  answer('GET ProductCategoryList', { data: [aCategory()] });
  answer('GET ProductSliderList', { data: [aSlider()] });
  answer('GET FeaturesList', { data: [aFeature()] });
  answer('GET ProductListByRemark/new', { data: [aProductCard()] });
  answer('GET ProductDetails/p1', { data: [kettle] });
  answer('GET ProductReviewList/p1', { data: [] });
  answer('GET ProductListByKeyword/kettle', productPage([aProductCard({ title: 'Kettle' })]));
  answer('GET ProductPriceRangeByKeyword/kettle', { data: { min: 10, max: 90 } });
  answer('POST ProductListFacets', { data: { total: 1, brands: [], categories: [] } });
  answer('GET LegalDetails/refund', { data: [{ type: 'refund', description: '<p>30 days</p>' }] });
});

const screens = [
  { name: 'home', module: home, address: { params: {}, search: '', props: {} } },
  { name: 'a product', module: productDetails, address: { params: { id: 'p1' }, search: '', props: {} } },
  {
    name: 'a listing',
    module: productList,
    address: { params: { keyword: 'kettle' }, search: '', props: { by: 'keyword' } },
  },
  {
    name: 'a legal page',
    module: legal,
    address: { params: {}, search: '', props: { contentKey: 'refund' } },
  },
];

test.each(screens)(
  '$name is ready after its server load, and its stores travel by sid alone',
  async ({ module, address }) => {
    const { ready, state } = await loadAsOnServer(module.serverLoad, address as never);
    expect(ready).toBe(true);
    expect(Object.keys(state).length).toBeGreaterThan(0);
  },
);

test("a product's page carries the product; one that failed to load is not ready", async () => {
  const { state } = await productAt('p1');
  expect(state['catalogue/product-details/product']).toEqual(kettle);

  answer('GET ProductDetails/p2', { networkError: true });
  answer('GET ProductReviewList/p2', { data: [] });
  const failed = await productAt('p2');
  expect(failed.ready).toBe(false);
});

test('a listing narrowed by a filter in its address loads the filtered page: a POST that only reads', async () => {
  const cheap = aProductCard({ _id: 'cheap', title: 'Cheap kettle' });
  let asked: unknown;
  answer('POST ProductListByFilter', async (request) => {
    asked = await request.json();
    return productPage([cheap]);
  });
  const { ready, state } = await loadAsOnServer(productList.serverLoad, {
    params: { keyword: 'kettle' },
    search: '?priceMin=10&priceMax=20',
    props: { by: 'keyword' },
  });
  expect(ready).toBe(true);
  expect(asked).toMatchObject({ keyword: 'kettle', priceMin: '10', priceMax: '20' });
  expect(JSON.stringify(state)).toContain('Cheap kettle');
});

test.each(screens)('$name gives its page its own head', async ({ module, address }) => {
  const { page } = await loadAsOnServer(module.serverLoad, address as never);
  expect(page).toMatchObject({ status: 200, head: { canonical: expect.stringMatching(/^https:\/\//) } });
});

test('the heads name what their pages show: the product, the legal page, the search', async () => {
  const product = await productAt('p1');
  expect(product.page).toMatchObject({ head: { title: 'Kettle | Shop', type: 'product' } });
  const refund = await loadAsOnServer(legal.serverLoad, {
    params: {},
    search: '',
    props: { contentKey: 'refund' },
  });
  expect(refund.page).toMatchObject({ head: { title: 'Refund Policy | Shop', description: '30 days' } });
  const search = await loadAsOnServer(productList.serverLoad, {
    params: { keyword: 'kettle' },
    search: '',
    props: { by: 'keyword' },
  });
  expect(search.page).toMatchObject({ head: { title: 'Results for "kettle" | Shop', noindex: true } });
});

test("a product the API does not have is not found; one whose answer failed is the route's page", async () => {
  answer('GET ProductDetails/gone', { fail: 'No such product', code: 'NOT_FOUND', status: 404 });
  answer('GET ProductReviewList/gone', { data: [] });
  const gone = await productAt('gone');
  expect(gone.page).toEqual({ status: 404 });

  answer('GET ProductDetails/p2', { networkError: true });
  answer('GET ProductReviewList/p2', { data: [] });
  const failed = await productAt('p2');
  expect(failed.page).toMatchObject({ status: 200, head: { title: 'Product details | Shop' } });
});

test('a brand the shop does not have is not found', async () => {
  answer('GET ProductListByBrand/b9', productPage([]));
  answer('GET ProductPriceRangeByBrand/b9', { data: { min: 0, max: 0 } });
  answer('POST ProductListFacets', { data: { total: 0, brands: [], categories: [] } });
  answer('GET ProductListByRemark/popular', productPage([]));
  const { page } = await loadAsOnServer(productList.serverLoad, {
    params: { id: 'b9' },
    search: '',
    props: { by: 'brand' },
  });
  expect(page).toEqual({ status: 404 });
});
