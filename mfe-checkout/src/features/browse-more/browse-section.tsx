import { paths } from '@shop/shared/paths';
import { BrandsSkeleton, CategoriesSkeleton } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { $brands, $categories, brandsShown, categoriesShown } from './model';
import './browse-section.css';

interface Tile {
  id: string;
  name: string;
  image: string;
  to: string;
}

function TilesSection({
  title,
  tiles,
  skeleton,
}: {
  title: string;
  tiles: Tile[] | null;
  skeleton: ReactNode;
}) {
  const headingId = `browse-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="browse-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {tiles === null ? (
        skeleton
      ) : (
        <ul className="browse-grid">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link to={tile.to}>
                <img src={tile.image} alt="" width={64} height={64} loading="lazy" />
                <span>{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
  return <TilesSection title="Top Categories" tiles={tiles ?? null} skeleton={<CategoriesSkeleton />} />;
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
  return <TilesSection title="Top Brands" tiles={tiles ?? null} skeleton={<BrandsSkeleton />} />;
}
