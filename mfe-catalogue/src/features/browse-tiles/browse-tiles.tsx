import { BrandTilesSection, CategoryTilesSection, quietly, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $brands, brandsLoad, brandsNeeded } from '../../entities/brand/model';
import { $categories, categoriesLoad, categoriesNeeded } from '../../entities/category/model';

/** Top Categories. The page's model loads them (categoriesNeeded). A failure is told quietly: the page's main content has the alert. */
export function CategoryTiles() {
  return (
    <CategoryTilesSection categories={useUnit($categories)} failure={quietly(useRetry(categoriesLoad))} />
  );
}

/** Top Brands. The page's model loads them (brandsNeeded). A failure is told quietly: the page's main content has the alert. */
export function BrandTiles() {
  return <BrandTilesSection brands={useUnit($brands)} failure={quietly(useRetry(brandsLoad))} />;
}

/** Top Categories inside another slice's screen (checkout's cart): it loads what it shows. */
export function CategoryTilesFragment() {
  const needed = useUnit(categoriesNeeded);
  useEffect(() => needed(), [needed]);
  return <CategoryTiles />;
}

/** Top Brands inside another slice's screen (checkout's wish list): it loads what it shows. */
export function BrandTilesFragment() {
  const needed = useUnit(brandsNeeded);
  useEffect(() => needed(), [needed]);
  return <BrandTiles />;
}
