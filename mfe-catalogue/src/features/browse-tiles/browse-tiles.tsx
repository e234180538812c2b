import { BrandTilesSection, CategoryTilesSection, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { $brands, brandsLoad } from '../../entities/brand/model';
import { $categories, categoriesLoad } from '../../entities/category/model';

/** Top Categories. The page's model loads them (categoriesNeeded). */
export function CategoryTiles() {
  return <CategoryTilesSection categories={useUnit($categories)} failure={useRetry(categoriesLoad)} />;
}

/** Top Brands. The page's model loads them (brandsNeeded). */
export function BrandTiles() {
  return <BrandTilesSection brands={useUnit($brands)} failure={useRetry(brandsLoad)} />;
}
