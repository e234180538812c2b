import { BrandTilesSection, CategoryTilesSection } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';

/** Top Categories. The page's model loads them (categoriesNeeded). */
export function CategoryTiles() {
  return <CategoryTilesSection categories={useUnit($categories)} />;
}

/** Top Brands. The page's model loads them (brandsNeeded). */
export function BrandTiles() {
  return <BrandTilesSection brands={useUnit($brands)} />;
}
