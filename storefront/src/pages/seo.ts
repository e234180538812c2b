/**
 * What a page's head tells search engines and link previews before any script runs: its title, description,
 * canonical address, Open Graph and Twitter card, and schema.org data (JSON-LD). Pure functions from a route and
 * its data to markup, so the server rendering to come can put the same head on its pages.
 */

import { escapeHtml, jsonInScript } from '@shop/shared/lib';
import { LEGAL_PAGES, paths } from '@shop/shared/paths';

/** The shop's name, as every page's title ends (`Orders | Shop`) and the shell's page is titled. */
export const SHOP_NAME = 'Shop';
/** The home page's title and the shop's description, as the home screen and the shell's page say them. */
export const HOME_TITLE = 'Shop: electronics, fashion and home';
export const SHOP_DESCRIPTION = 'Shop: electronics, fashion and home goods, delivered.';
/** What a search result shows of a description, at most. */
const DESCRIPTION_LENGTH = 160;
const SCHEMA = 'https://schema.org';

/** A product as the head reads it: the fields of `GET /api/v1/ProductDetails/{id}`'s item that it uses. */
export interface HeadProduct {
  _id: string;
  title: string;
  shortDes: string;
  image: string;
  price: number;
  discount: boolean;
  discountPrice: number | null;
  star: number;
  sku?: string;
  brand: { _id: string; brandName: string };
  category: { _id: string; categoryName: string };
  details: Partial<Record<'img1' | 'img2' | 'img3' | 'img4' | 'img5' | 'img6' | 'img7' | 'img8', string>>;
}

/** The reviews behind a product's star: how many there are and their mean rating. */
export interface ReviewSummary {
  count: number;
  rating: number;
}

/** Everything a page's head says, with absolute URLs. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute; none for a page that is not one (the not-found page). */
  canonical?: string;
  type: 'website' | 'product';
  /** Absolute URL of the picture a link preview shows. */
  image?: string;
  price?: { amount: string; currency: string };
  /** schema.org objects, each its own script element. */
  jsonLd: object[];
  /** Kept out of search results (search results, the not-found page); links on it are still followed. */
  noindex?: boolean;
}

/** A picture's absolute URL: a path of this shop resolved against its public URL, an http(s) URL as it is. */
export function absoluteUrl(site: string, reference: string): string | undefined {
  if (/^https?:\/\//i.test(reference)) return reference;
  if (reference.startsWith('/') && !reference.startsWith('//')) return `${site}${reference}`;
  return undefined;
}

/** Text of stored HTML (a legal page) as one line, or a text cut to a description's length at a word. */
export function describe(text: string): string {
  const plain = text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => DECODED[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** What the customer pays: the discount price when discounted, written as schema.org and Open Graph want it. */
const payable = (product: HeadProduct) =>
  (product.discount && product.discountPrice !== null ? product.discountPrice : product.price).toFixed(2);

const crumb = (position: number, name: string, item: string) => ({
  '@type': 'ListItem',
  position,
  name,
  item,
});

/** schema.org `BreadcrumbList`: home first, then each step to the page, by name and absolute URL. */
export function breadcrumbs(site: string, steps: { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: paths.home() }, ...steps].map((step, index) =>
      crumb(index + 1, step.name, `${site}${step.path}`),
    ),
  };
}

/**
 * schema.org `Product` with its `Offer` (what the customer pays, in stock, at the page's address) and, when it has
 * reviews, its `AggregateRating`: the fields Google's product rich results require or recommend.
 */
export function productJsonLd(
  site: string,
  product: HeadProduct,
  currency: string,
  reviews?: ReviewSummary,
): object {
  const url = `${site}${paths.details(product._id)}`;
  const gallery = Object.values(product.details).filter((image): image is string => Boolean(image));
  const images = [...new Set([product.image, ...gallery])]
    .map((image) => absoluteUrl(site, image))
    .filter((image): image is string => image !== undefined);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': url,
    name: product.title,
    image: images,
    description: product.shortDes,
    ...(product.sku && { sku: product.sku }),
    brand: { '@type': 'Brand', name: product.brand.brandName },
    category: product.category.categoryName,
    offers: {
      '@type': 'Offer',
      price: payable(product),
      priceCurrency: currency,
      availability: `${SCHEMA}/InStock`,
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

/** `/`: the shop itself. */
export function homeHead(site: string): PageHead {
  return {
    title: HOME_TITLE,
    description: SHOP_DESCRIPTION,
    canonical: `${site}${paths.home()}`,
    type: 'website',
    jsonLd: [],
  };
}

/** `/details/{id}`: the product's own title, words, picture and price. */
export function productHead(
  site: string,
  product: HeadProduct,
  currency: string,
  reviews?: ReviewSummary,
): PageHead {
  const canonical = `${site}${paths.details(product._id)}`;
  return {
    title: `${product.title} | ${SHOP_NAME}`,
    description: describe(product.shortDes),
    canonical,
    type: 'product',
    image: absoluteUrl(site, product.image),
    price: { amount: payable(product), currency },
    jsonLd: [
      productJsonLd(site, product, currency, reviews),
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
    title: `Product details | ${SHOP_NAME}`,
    description: SHOP_DESCRIPTION,
    canonical: `${site}${paths.details(productId)}`,
    type: 'website',
    jsonLd: [],
  };
}

/**
 * `/by-brand/{id}` and `/by-category/{id}`: named after the brand or category (the screen's heading) and shown by
 * its picture, `Products` when the name could not be read in time. The filter in the query narrows the same page: it is no other address.
 */
export function listingHead(
  site: string,
  listing: { by: 'brand' | 'category'; id: string; name?: string; image?: string },
): PageHead {
  const path = listing.by === 'brand' ? paths.byBrand(listing.id) : paths.byCategory(listing.id);
  const name = listing.name ?? 'Products';
  return {
    title: `${name} | ${SHOP_NAME}`,
    description: listing.name
      ? `${listing.name}: ${listing.by === 'brand' ? 'every product of the brand' : 'every product in the category'}, at ${SHOP_NAME}.`
      : SHOP_DESCRIPTION,
    canonical: `${site}${path}`,
    type: 'website',
    image: listing.image === undefined ? undefined : absoluteUrl(site, listing.image),
    jsonLd: listing.name ? [breadcrumbs(site, [{ name: listing.name, path }])] : [],
  };
}

/** `/by-keyword/{keyword}`: a search's results, which search engines are asked not to index. */
export function keywordHead(site: string, keyword: string): PageHead {
  const path = paths.byKeyword(keyword);
  const name = `Results for "${keyword}"`;
  return {
    title: `${name} | ${SHOP_NAME}`,
    description: `Products matching "${keyword}" at ${SHOP_NAME}.`,
    canonical: `${site}${path}`,
    type: 'website',
    jsonLd: [breadcrumbs(site, [{ name, path }])],
    noindex: true,
  };
}

/** A legal or info page (`/about`, `/terms`, ...): its title, and its content's first words when they were read. */
export function legalHead(site: string, page: { path: string; title: string }, content?: string): PageHead {
  const description = content === undefined ? '' : describe(content);
  return {
    title: `${page.title} | ${SHOP_NAME}`,
    description: description || `${page.title} of ${SHOP_NAME}.`,
    canonical: `${site}${page.path}`,
    type: 'website',
    jsonLd: [],
  };
}

/** The legal or info page at a route pattern, if it is one. */
export const legalPageAt = (pattern: string) => LEGAL_PAGES.find((page) => page.path === pattern);

/** An address no page has, or a product, brand or category that does not exist (answered with a 404). */
export function notFoundHead(): PageHead {
  return {
    title: `Page not found | ${SHOP_NAME}`,
    description: SHOP_DESCRIPTION,
    type: 'website',
    jsonLd: [],
    noindex: true,
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head's markup: every value HTML-escaped, JSON-LD safe inside its script element. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonInScript(data)}</script>`);
  }
  return tags.join('');
}

/**
 * The shell's page without the title and description its build wrote, for a head of the page's own: a page has
 * one of each.
 */
export function withoutGenericHead(html: string): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>\s*/i, '');
}
