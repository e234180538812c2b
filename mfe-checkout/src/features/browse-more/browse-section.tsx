import { BrandTilesSection, CategoryTilesSection } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $brands, $categories, brandsShown, categoriesShown } from './model';

/** The categories below the cart: ways back into the catalogue. */
export function CategoriesSection() {
  const categories = useUnit($categories);
  useEffect(() => categoriesShown(), []);
  return <CategoryTilesSection categories={categories} />;
}

/** The brands below the wish list. */
export function BrandsSection() {
  const brands = useUnit($brands);
  useEffect(() => brandsShown(), []);
  return <BrandTilesSection brands={brands} />;
}
