import { paths } from '@shop/shared/paths';
import { BrandsSkeleton, CategoriesSkeleton, TilesSection } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { $brands } from '../../entities/brand/model';
import { $categories } from '../../entities/category/model';

/** Top Categories: each tile to /by-category/{id}. The page's model loads them (categoriesNeeded). */
export function CategoryTiles() {
  const categories = useUnit($categories);
  const tiles = categories?.map((category) => ({
    id: category._id,
    name: category.categoryName,
    image: category.categoryImg,
    to: paths.byCategory(category._id),
  }));
  return <TilesSection title="Top Categories" tiles={tiles} skeleton={<CategoriesSkeleton />} />;
}

/** Top Brands: each tile to /by-brand/{id}. The page's model loads them (brandsNeeded). */
export function BrandTiles() {
  const brands = useUnit($brands);
  const tiles = brands?.map((brand) => ({
    id: brand._id,
    name: brand.brandName,
    image: brand.brandImg,
    to: paths.byBrand(brand._id),
  }));
  return <TilesSection title="Top Brands" tiles={tiles} skeleton={<BrandsSkeleton />} />;
}
