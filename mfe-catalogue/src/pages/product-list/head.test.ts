import type { PageContext } from '@shop/shared/contracts';
import { aBrand, aCategory, TEST_SITE } from '@shop/shared/testing';
import type { ListingKind } from '../../exposes/contract';
import { keywordHead, listingHead, listingPage } from './head';

const context = (params: Record<string, string>): PageContext<{ by?: ListingKind }> => ({
  address: { params, search: '?priceMax=100', props: {} },
  read: () => {
    throw new Error('the page is given what it reads');
  },
  site: TEST_SITE,
  within: (answered) => answered,
});
const lists = {
  brands: [aBrand({ _id: 'b1', brandName: 'North & South', brandImg: '/api/images/brands/n.webp' })],
  categories: [aCategory({ _id: 'c1', categoryName: 'Shoes' })],
};

describe("a listing's head", () => {
  it("a brand's or category's: named after it, shown by its picture, with a breadcrumb", () => {
    const head = listingHead(TEST_SITE, {
      by: 'brand',
      id: 'b1',
      name: 'North & South',
      image: '/api/images/brands/n.webp',
    });
    expect(head).toMatchObject({
      title: 'North & South | Shop',
      description: 'North & South: every product of the brand, at Shop.',
      canonical: `${TEST_SITE}/by-brand/b1`,
      image: `${TEST_SITE}/api/images/brands/n.webp`,
    });
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    // No name read in time: the screen's own fallback heading.
    expect(listingHead(TEST_SITE, { by: 'category', id: 'c1' })).toMatchObject({
      title: 'Products | Shop',
      jsonLd: [],
    });
  });

  it('a keyword search: its words encoded in the canonical address, kept out of the index', () => {
    expect(keywordHead(TEST_SITE, '<b>red shoes</b>')).toMatchObject({
      title: 'Results for "<b>red shoes</b>" | Shop',
      canonical: `${TEST_SITE}/by-keyword/%3Cb%3Ered%20shoes%3C%2Fb%3E`,
      noindex: true,
    });
  });
});

describe("a listing's page", () => {
  it('is the brand’s or category’s, its filter in the query being no other address', () => {
    const brand = listingPage(context({ id: 'b1' }), { by: 'brand', ...lists });
    expect(brand).toMatchObject({ status: 200, head: { canonical: `${TEST_SITE}/by-brand/b1` } });
    const category = listingPage(context({ id: 'c1' }), { by: 'category', ...lists });
    expect(category).toMatchObject({ status: 200, head: { title: 'Shoes | Shop' } });
  });

  it('is not found for a brand or category the shop does not have', () => {
    expect(listingPage(context({ id: 'b9' }), { by: 'brand', ...lists })).toEqual({ status: 404 });
    expect(listingPage(context({ id: 'b1' }), { by: 'category', ...lists })).toEqual({ status: 404 });
  });

  it('has the generic head, not a 404, when the names did not come in time', () => {
    const late = listingPage(context({ id: 'b9' }), { by: 'brand', brands: null, categories: null });
    expect(late).toMatchObject({ status: 200, head: { title: 'Products | Shop' } });
  });

  it("is a search's for a keyword", () => {
    const search = listingPage(context({ keyword: 'kettle' }), { by: 'keyword', ...lists });
    expect(search).toMatchObject({ status: 200, head: { title: 'Results for "kettle" | Shop' } });
  });
});
