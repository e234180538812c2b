import { type APIRequestContext, expect } from '@playwright/test';

/** A product of the test's own, created through the admin API in the shop's first brand and category. */
export async function createProduct(
  operator: APIRequestContext,
  { sku, title }: { sku: string; title: string },
): Promise<string> {
  const [brand] = (await (await operator.get('/api/v1/ProductBrandList')).json()).data;
  const [category] = (await (await operator.get('/api/v1/ProductCategoryList')).json()).data;
  const created = await operator.post('/api/v1/admin/products', {
    data: {
      sku,
      title,
      shortDes: 'Made for a test of what shoppers are told about stock',
      price: 21.5,
      image: '/api/images/products/emberwood-frying-pan-1.svg',
      remark: 'new',
      brandID: brand._id,
      categoryID: category._id,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data._id;
}

/** Changes a product as a form of the back office does: based on the version just read (its ETag). */
export async function changeProduct(operator: APIRequestContext, productId: string, changes: object) {
  const url = `/api/v1/admin/products/${productId}`;
  const { etag = '' } = (await operator.get(url)).headers();
  return operator.patch(url, { data: changes, headers: { 'if-match': etag } });
}

/** Sets how many of the product are left, as an operator counting the shelf does. */
export async function setStock(operator: APIRequestContext, productId: string, stock: number | null) {
  expect((await changeProduct(operator, productId, { stock })).status()).toBe(200);
}
