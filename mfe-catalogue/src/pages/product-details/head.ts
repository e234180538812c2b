/**
 * The product page's head: the product's own title, words, picture and price, and its schema.org `Product` with
 * `Offer` and `AggregateRating` (the fields product rich results require or recommend), with a breadcrumb trail.
 */
import type { PageContext, PageHead, ProductDetails, Review, ScreenPage } from '@shop/shared/contracts';
import {
  absoluteUrl,
  breadcrumbs,
  CURRENCY,
  describe,
  pageTitle,
  SCHEMA_ORG,
  SHOP_DESCRIPTION,
} from '@shop/shared/lib';
import { paths } from '@shop/shared/paths';
import { getProductReviewCount } from '../../api';

/** The reviews behind a product's star: how many there are and their mean rating. */
export interface ReviewSummary {
  count: number;
  rating: number;
}

/** The review list's page (the API's default limit): a full one may not be all of a product's reviews. */
const REVIEW_PAGE = 100;

/** What the customer pays: the discount price when discounted, written as schema.org and Open Graph want it. */
const payable = (product: ProductDetails) =>
  (product.discount && product.discountPrice !== null ? product.discountPrice : product.price).toFixed(2);

export function productJsonLd(site: string, product: ProductDetails, reviews?: ReviewSummary): object {
  const url = `${site}${paths.details(product._id)}`;
  const gallery = Object.entries(product.details)
    .filter(([key, image]) => /^img\d$/.test(key) && image)
    .map(([, image]) => image);
  const images = [...new Set([product.image, ...gallery])]
    .map((image) => absoluteUrl(site, image))
    .filter((image): image is string => image !== undefined);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    '@id': url,
    name: product.title,
    image: images,
    description: product.shortDes,
    brand: { '@type': 'Brand', name: product.brand.brandName },
    category: product.category.categoryName,
    offers: {
      '@type': 'Offer',
      price: payable(product),
      priceCurrency: CURRENCY,
      availability: `${SCHEMA_ORG}/InStock`,
      url,
    },
    ...(reviews &&
      reviews.count > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Number(reviews.rating.toFixed(2)),
          reviewCount: reviews.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

export function productHead(site: string, product: ProductDetails, reviews?: ReviewSummary): PageHead {
  const canonical = `${site}${paths.details(product._id)}`;
  return {
    title: pageTitle(product.title),
    description: describe(product.shortDes),
    canonical,
    type: 'product',
    image: absoluteUrl(site, product.image),
    price: { amount: payable(product), currency: CURRENCY },
    jsonLd: [
      productJsonLd(site, product, reviews),
      breadcrumbs(site, [
        { name: product.category.categoryName, path: paths.byCategory(product.category._id) },
        { name: product.title, path: paths.details(product._id) },
      ]),
    ],
  };
}

/** A product page whose product could not be read in time: its address, nothing about the product. */
export function productFallbackHead(site: string, productId: string): PageHead {
  return {
    title: pageTitle('Product details'),
    description: SHOP_DESCRIPTION,
    canonical: `${site}${paths.details(productId)}`,
    type: 'website',
    jsonLd: [],
  };
}

/**
 * The page for the product loaded: a 404 when there is none. The star is the mean of all its reviews; the screen's
 * first page of them says how many there are, unless it is full: then they are counted, if time allows.
 */
export async function productPage(
  { address, site, within }: PageContext,
  { product, reviews }: { product: ProductDetails | 'missing' | null; reviews: Review[] | null },
): Promise<ScreenPage> {
  if (product === 'missing') return { status: 404 };
  if (product === null) return { status: 200, head: productFallbackHead(site, address.params.id ?? '') };
  let count = reviews?.length;
  if (count !== undefined && count >= REVIEW_PAGE) {
    const counted = await within(getProductReviewCount(product._id));
    if (counted?.status === 'success') count = counted.data;
  }
  const summary = count === undefined ? undefined : { count, rating: product.star };
  return { status: 200, head: productHead(site, product, summary) };
}
