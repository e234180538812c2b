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
  const { state } = await loadAsOnServer(productDetails.serverLoad, {
    params: { id: 'p1' },
    search: '',
    props: {},
  });
  expect(state['catalogue/product-details/product']).toEqual(kettle);

  answer('GET ProductDetails/p2', { networkError: true });
  answer('GET ProductReviewList/p2', { data: [] });
  const failed = await loadAsOnServer(productDetails.serverLoad, {
    params: { id: 'p2' },
    search: '',
    props: {},
  });
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
