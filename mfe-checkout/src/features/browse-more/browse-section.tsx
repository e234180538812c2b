import type { CatalogueFragments } from '@shop/mfe-catalogue/contract';
import { fragmentsOf } from '@shop/shared/fragments';
import { BrandTilesSection, CategoryTilesSection } from '@shop/shared/ui';

/** Ways back into the catalogue are the catalogue's to show: its tiles, loaded at run time once the page is idle. */
const Catalogue = fragmentsOf<CatalogueFragments>('catalogue');

/** The categories below the cart; their skeleton keeps the room while they load. */
export function CategoriesSection() {
  return <Catalogue module="./CategoryTiles" placeholder={<CategoryTilesSection categories={null} />} />;
}

/** The brands below the wish list. */
export function BrandsSection() {
  return <Catalogue module="./BrandTiles" placeholder={<BrandTilesSection brands={null} />} />;
}
