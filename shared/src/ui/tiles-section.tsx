import { paths } from '@shop/shared/paths';
import { Link } from '@shop/shared/router';
import type { CSSProperties, ReactNode } from 'react';
import type { Brand, Category } from '../contracts';
import { ImageWithFallback } from './image-with-fallback';
import { LoadFailed, type RetryProps } from './load-failed';
import { BrandsSkeleton, CategoriesSkeleton } from './skeletons';

export interface Tile {
  id: string;
  name: string;
  image: string;
  to: string;
}

interface TilesSectionProps {
  title: string;
  /** Undefined while loading: the skeleton shows instead. */
  tiles: Tile[] | undefined;
  skeleton: ReactNode;
}

/** The most tiles a row holds on a wide screen. */
const MOST_TILES_PER_ROW = 8;

/** Tiles per row on a wide screen: as few rows as MOST_TILES_PER_ROW allows, filled evenly (10 tiles are 2 rows of 5). */
export function tilesPerRow(count: number): number {
  const rows = Math.max(Math.ceil(count / MOST_TILES_PER_ROW), 1);
  return Math.max(Math.ceil(count / rows), 1);
}

/** A titled grid of image tiles linking into the catalogue: Top Categories, Top Brands. */
export function TilesSection({ title, tiles, skeleton }: TilesSectionProps) {
  const headingId = `tiles-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="shop-tiles-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {tiles === undefined ? (
        skeleton
      ) : (
        <ul className="shop-tiles" style={{ '--tiles-per-row': tilesPerRow(tiles.length) } as CSSProperties}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link to={tile.to}>
                <ImageWithFallback src={tile.image} alt="" width={64} height={64} loading="lazy" />
                <span>{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface LoadProps {
  /** Given when the load got no answer: the message with Retry replaces the skeleton. */
  failure?: RetryProps;
}

/** The skeleton while loading, behind the message with Retry once the load got no answer. */
function skeletonOrFailure(skeleton: ReactNode, what: string, failure: RetryProps | undefined): ReactNode {
  return failure ? (
    <LoadFailed what={what} {...failure}>
      {skeleton}
    </LoadFailed>
  ) : (
    skeleton
  );
}

/** Top Categories: a tile per category, to its listing. `categories` is null while loading. */
export function CategoryTilesSection({ categories, failure }: { categories: Category[] | null } & LoadProps) {
  const tiles = categories?.map((category) => ({
    id: category._id,
    name: category.categoryName,
    image: category.categoryImg,
    to: paths.byCategory(category._id),
  }));
  return (
    <TilesSection
      title="Top Categories"
      tiles={tiles}
      skeleton={skeletonOrFailure(<CategoriesSkeleton />, 'categories', failure)}
    />
  );
}

/** Top Brands: a tile per brand, to its listing. `brands` is null while loading. */
export function BrandTilesSection({ brands, failure }: { brands: Brand[] | null } & LoadProps) {
  const tiles = brands?.map((brand) => ({
    id: brand._id,
    name: brand.brandName,
    image: brand.brandImg,
    to: paths.byBrand(brand._id),
  }));
  return (
    <TilesSection
      title="Top Brands"
      tiles={tiles}
      skeleton={skeletonOrFailure(<BrandsSkeleton />, 'brands', failure)}
    />
  );
}
