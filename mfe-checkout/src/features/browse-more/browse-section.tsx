import { paths } from '@shop/shared/paths';
import { BrandsSkeleton, CategoriesSkeleton, TilesSection } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $brands, $categories, brandsShown, categoriesShown } from './model';

/** The categories below the cart: ways back into the catalogue. */
export function CategoriesSection() {
  const categories = useUnit($categories);
  useEffect(() => categoriesShown(), []);
  const tiles = categories?.map((category) => ({
    id: category._id,
    name: category.categoryName,
    image: category.categoryImg,
    to: paths.byCategory(category._id),
  }));
  return <TilesSection title="Top Categories" tiles={tiles} skeleton={<CategoriesSkeleton />} />;
}

/** The brands below the wish list. */
export function BrandsSection() {
  const brands = useUnit($brands);
  useEffect(() => brandsShown(), []);
  const tiles = brands?.map((brand) => ({
    id: brand._id,
    name: brand.brandName,
    image: brand.brandImg,
    to: paths.byBrand(brand._id),
  }));
  return <TilesSection title="Top Brands" tiles={tiles} skeleton={<BrandsSkeleton />} />;
}
