/**
 * A listing's head: a brand's or category's page named after it (the screen's heading) and shown by its picture,
 * and a search's results, which search engines are asked not to index. The filter in the query narrows the same
 * page: it is no other address.
 */
import type { Brand, Category, PageContext, PageHead, ScreenPage } from '@shop/shared/contracts';
import { absoluteUrl, breadcrumbs, pageTitle, SHOP_DESCRIPTION, SHOP_NAME } from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import type { ListingKind } from '../../exposes/contract';

/** `/by-brand/{id}` and `/by-category/{id}`; `Products` when the name could not be read in time. */
export function listingHead(
  site: string,
  listing: { by: 'brand' | 'category'; id: string; name?: string; image?: string },
): PageHead {
  const path = listing.by === 'brand' ? paths.byBrand(listing.id) : paths.byCategory(listing.id);
  const what = listing.by === 'brand' ? 'every product of the brand' : 'every product in the category';
  return {
    title: pageTitle(listing.name ?? 'Products'),
    description: listing.name ? `${listing.name}: ${what}, at ${SHOP_NAME}.` : SHOP_DESCRIPTION,
    canonical: `${site}${path}`,
    type: 'website',
    image: listing.image === undefined ? undefined : absoluteUrl(site, listing.image),
    jsonLd: listing.name ? [breadcrumbs(site, [{ name: listing.name, path }])] : [],
  };
}

/** `/by-keyword/{keyword}`. */
export function keywordHead(site: string, keyword: string): PageHead {
  const path = paths.byKeyword(keyword);
  const name = `Results for "${keyword}"`;
  return {
    title: pageTitle(name),
    description: `Products matching "${keyword}" at ${SHOP_NAME}.`,
    canonical: `${site}${path}`,
    type: 'website',
    jsonLd: [breadcrumbs(site, [{ name, path }])],
    noindex: true,
  };
}

/** A brand or category as its listing's head names and shows it. */
interface Named {
  _id: string;
  name: string;
  image: string;
}

/** The listing's page: a brand or category the shop does not have is a 404 (known once their lists loaded). */
export function listingPage(
  { address, site }: PageContext<{ by?: ListingKind }>,
  { by, brands, categories }: { by: ListingKind; brands: Brand[] | null; categories: Category[] | null },
): ScreenPage {
  if (by === 'keyword') return { status: 200, head: keywordHead(site, address.params.keyword ?? '') };
  const id = address.params.id ?? '';
  const named: Named[] | undefined =
    by === 'brand'
      ? brands?.map(({ _id, brandName, brandImg }) => ({ _id, name: brandName, image: brandImg }))
      : categories?.map(({ _id, categoryName, categoryImg }) => ({
          _id,
          name: categoryName,
          image: categoryImg,
        }));
  if (!named) return { status: 200, head: listingHead(site, { by, id }) };
  const listing = named.find((entry) => entry._id === id);
  if (!listing) return { status: 404 };
  return { status: 200, head: listingHead(site, { by, id, name: listing.name, image: listing.image }) };
}
