import { Link } from '@shop/shared/router';
import type { ReactNode } from 'react';
import { ImageWithFallback } from './image-with-fallback';

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

/** A titled grid of image tiles linking into the catalogue: Top Categories, Top Brands. */
export function TilesSection({ title, tiles, skeleton }: TilesSectionProps) {
  const headingId = `tiles-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="shop-tiles-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {tiles === undefined ? (
        skeleton
      ) : (
        <ul className="shop-tiles">
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
