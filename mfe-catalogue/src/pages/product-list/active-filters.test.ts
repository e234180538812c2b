import { aBrand, aCategory } from '@shop/shared/testing';
import { activeFilters } from './active-filters';

const names = {
  brands: [aBrand({ _id: 'b1', brandName: 'Hearth' })],
  categories: [aCategory({ _id: 'c1', categoryName: 'Audio' })],
};
const noFilter = { brandID: '', categoryID: '', priceMax: '', priceMin: '' };

test('names each filter set, in the order of the filter', () => {
  const filter = { brandID: 'b1', categoryID: 'c1', priceMin: '20', priceMax: '1250.5' };
  expect(activeFilters(filter, names)).toEqual([
    { field: 'brandID', label: 'Brand: Hearth' },
    { field: 'categoryID', label: 'Category: Audio' },
    { field: 'priceMin', label: 'From $20.00' },
    { field: 'priceMax', label: 'Up to $1,250.50' },
  ]);
});

test('leaves out the listing’s own brand or category, and what is not set', () => {
  expect(
    activeFilters({ ...noFilter, categoryID: 'c1', priceMax: '30' }, { ...names, own: 'categoryID' }),
  ).toEqual([{ field: 'priceMax', label: 'Up to $30.00' }]);
  expect(activeFilters(noFilter, names)).toEqual([]);
});

test('a brand not loaded yet is named once it is', () => {
  expect(activeFilters({ ...noFilter, brandID: 'b9' }, { brands: null, categories: null })).toEqual([
    { field: 'brandID', label: 'Brand: …' },
  ]);
});
