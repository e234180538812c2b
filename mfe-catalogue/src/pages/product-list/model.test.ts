import type { ListingFacets, PriceRange } from '@shop/shared/contracts';
import { allSettled, fork } from 'effector';
import {
  $facets,
  $facetsSettled,
  $priceBounds,
  $priceRange,
  fetchFacetsFx,
  fetchPriceRangeFx,
  filterBody,
  type Listing,
  type ListingSelection,
  listingOpened,
  selectionChanged,
  WIDE_PRICE_RANGE,
} from './model';

const noFilter = { brandID: '', categoryID: '', priceMax: '', priceMin: '' };

test('the filter call is asked within the listing’s own brand, category or keyword, whatever the URL says', () => {
  const filter = { ...noFilter, brandID: 'b2', categoryID: 'c9', priceMax: '100' };
  expect(filterBody({ by: 'category', value: 'c1', filter })).toEqual({ ...filter, categoryID: 'c1' });
  expect(filterBody({ by: 'brand', value: 'b1', filter })).toEqual({ ...filter, brandID: 'b1' });
  expect(filterBody({ by: 'keyword', value: 'lamp', filter })).toEqual({ ...filter, keyword: 'lamp' });
});

test('only the price range of the listing still shown counts: a slow earlier answer does not win', async () => {
  const answers = new Map<string, (range: PriceRange) => void>();
  const scope = fork({
    handlers: [
      [
        fetchPriceRangeFx,
        ({ value }: Listing) =>
          new Promise((resolve) =>
            answers.set(value, (data) => resolve({ status: 'success' as const, data })),
          ),
      ],
    ],
  });
  const opening = [
    allSettled(listingOpened, { scope, params: { by: 'category', value: 'audio' } }),
    allSettled(listingOpened, { scope, params: { by: 'category', value: 'phones' } }),
  ];
  answers.get('phones')?.({ min: 99, max: 1199 });
  answers.get('audio')?.({ min: 29.99, max: 349 });
  await Promise.all(opening);
  expect(scope.getState($priceRange)).toEqual({ min: 99, max: 1199 });
  expect(scope.getState($priceBounds)).toEqual({ min: 90, max: 1200, step: 10 });
});

test('a refused price range leaves the wide range; a listing without products has no bounds', async () => {
  const refused = fork({
    handlers: [[fetchPriceRangeFx, async () => ({ status: 'fail' as const, message: 'No' })]],
  });
  await allSettled(listingOpened, { scope: refused, params: { by: 'brand', value: 'b1' } });
  expect(refused.getState($priceRange)).toEqual(WIDE_PRICE_RANGE);

  const empty = fork({
    handlers: [
      [fetchPriceRangeFx, async () => ({ status: 'success' as const, data: { min: null, max: null } })],
    ],
  });
  await allSettled(listingOpened, { scope: empty, params: { by: 'keyword', value: 'nothing' } });
  expect(empty.getState($priceBounds)).toBeNull();
});

test("only the counts of the selection still shown settle the listing: an earlier one's answer does not", async () => {
  const answers = new Map<string, (facets: ListingFacets) => void>();
  const scope = fork({
    handlers: [
      [fetchFacetsFx, ({ value }: ListingSelection) => new Promise((resolve) => answers.set(value, resolve))],
    ],
  });
  const counts = (total: number): ListingFacets => ({ total, brands: [], categories: [] });
  const selecting = [
    allSettled(selectionChanged, { scope, params: { by: 'category', value: 'audio', filter: noFilter } }),
    allSettled(selectionChanged, { scope, params: { by: 'category', value: 'phones', filter: noFilter } }),
  ];
  answers.get('audio')?.(counts(7));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(scope.getState($facetsSettled)).toBe(false);
  expect(scope.getState($facets)).toBeNull();

  answers.get('phones')?.(counts(9));
  await Promise.all(selecting);
  expect(scope.getState($facetsSettled)).toBe(true);
  expect(scope.getState($facets)).toEqual(counts(9));
});
