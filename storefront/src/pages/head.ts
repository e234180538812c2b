/**
 * The head of the page the storefront serves for an address, and its status: which route it is, the data that route
 * shows (asked of the shop's own API, the same calls the screen makes, so they come from the catalogue cache and
 * fill it for the screen), and the tags storefront/seo.ts builds from them. An address no route has, or a product,
 * brand or category that does not exist, is a 404: the shell's page still, which shows its not-found screen.
 */

import { CURRENCY } from '@shop/shared/lib';
import { ROUTE_PATTERNS } from '@shop/shared/paths';
import { hintDeadline, matchRoute, routeParams, type SliceRoutes } from './hints';
import type { PageSession } from './render';
import {
  type HeadProduct,
  headTags,
  homeHead,
  keywordHead,
  legalHead,
  legalPageAt,
  listingHead,
  notFoundHead,
  type PageHead,
  productFallbackHead,
  productHead,
} from './seo';

/** One of the shop's own API answers: its status and parsed body. */
export interface SelfAnswer {
  statusCode: number;
  body: unknown;
}

export interface PageHeadOptions {
  /** PUBLIC_URL: canonical and Open Graph addresses are absolute. */
  site: string;
  /** A GET of this shop's API. */
  ask: (path: string) => Promise<SelfAnswer>;
  /** All of a product's reviews, counted: asked only when its first page of reviews is full. */
  reviewCount?: (productId: string) => Promise<number>;
  /**
   * How long the head waits for its data: as long as the page's render may (the two run side by side), so a
   * product that does not exist is a 404 whenever its page could have been rendered. The page hints' wait at least.
   */
  budgetMs?: number;
}

export interface PageHeadResult {
  status: 200 | 404;
  /** The head's markup; undefined where the shell's own title stands (a customer's pages). */
  head?: string;
}

const ROUTES = Object.entries(ROUTE_PATTERNS).map(([name, path]) => ({
  name: name as keyof typeof ROUTE_PATTERNS,
  path,
}));

const dataOf = (answer: SelfAnswer | undefined): unknown =>
  answer?.statusCode === 200 ? (answer.body as { data?: unknown } | null)?.data : undefined;

/** A refusal that says the thing asked for is not there: unknown (404) or not even a valid id (400). */
const isMissing = (answer: SelfAnswer | undefined) =>
  answer?.statusCode === 404 || answer?.statusCode === 400;

/** The review list's page (its default limit): a full one may not be all of a product's reviews. */
const REVIEW_PAGE = 100;

const before = <T>(answer: Promise<T>, late: Promise<undefined>): Promise<T | undefined> =>
  Promise.race([answer.catch(() => undefined), late]);

const NOT_FOUND: PageHeadResult = { status: 404, head: headTags(notFoundHead()) };
const found = (head: PageHead): PageHeadResult => ({ status: 200, head: headTags(head) });

/**
 * Answers the head and status for a page path. The data is waited for as long as the page's render may take (the
 * two run side by side); data that is late or fails gives the route's generic head, never a failed page.
 */
export function pageHead({ site, ask, reviewCount, budgetMs = 0 }: PageHeadOptions) {
  return async function headFor(
    pathname: string,
    session: Pick<PageSession, 'operator'> = { operator: async () => false },
    /** The slices' published routes: one this API does not know (a slice's newer screen) has the shell's head. */
    sliceRoutes: SliceRoutes = {},
  ): Promise<PageHeadResult> {
    // One deadline for all of the head's data: a question asked after a first answer still ends with the page.
    const late = hintDeadline(budgetMs);
    const askWithin = (path: string) => before(ask(path), late);
    const route = matchRoute(ROUTES, pathname);
    if (!route) return matchRoute(Object.values(sliceRoutes).flat(), pathname) ? { status: 200 } : NOT_FOUND;
    const params = routeParams(route.path, pathname);
    if (!params) return NOT_FOUND;
    const id = params.id ?? '';
    switch (route.name) {
      case 'home':
        return found(homeHead(site));
      case 'details': {
        const segment = encodeURIComponent(id);
        const [details, reviews] = await Promise.all([
          askWithin(`/api/v1/ProductDetails/${segment}`),
          askWithin(`/api/v1/ProductReviewList/${segment}`),
        ]);
        if (isMissing(details)) return NOT_FOUND;
        const product = (dataOf(details) as HeadProduct[] | undefined)?.[0];
        if (!product) return found(productFallbackHead(site, id));
        // The star is the mean of all reviews; the screen's first page of them says how many there are, unless it
        // is full: then they are counted (rarely, and by the same deadline).
        const reviewList = dataOf(reviews);
        let count = Array.isArray(reviewList) ? reviewList.length : undefined;
        if (count !== undefined && count >= REVIEW_PAGE && reviewCount) {
          count = (await before(reviewCount(product._id), late)) ?? count;
        }
        const summary = count === undefined ? undefined : { count, rating: product.star };
        return found(productHead(site, product, CURRENCY, summary));
      }
      case 'byBrand':
      case 'byCategory': {
        const by = route.name === 'byBrand' ? 'brand' : 'category';
        const list = dataOf(
          await askWithin(by === 'brand' ? '/api/v1/ProductBrandList' : '/api/v1/ProductCategoryList'),
        );
        if (!Array.isArray(list)) return found(listingHead(site, { by, id }));
        const entry = (list as Record<string, unknown>[]).find((item) => item._id === id);
        const name = entry?.[by === 'brand' ? 'brandName' : 'categoryName'];
        const image = entry?.[by === 'brand' ? 'brandImg' : 'categoryImg'];
        if (typeof name !== 'string') return NOT_FOUND;
        return found(
          listingHead(site, { by, id, name, image: typeof image === 'string' ? image : undefined }),
        );
      }
      case 'byKeyword':
        return found(keywordHead(site, params.keyword ?? ''));
      // The back office is there for an operator alone; to anyone else the address does not exist.
      case 'admin':
        return (await session.operator()) ? { status: 200 } : NOT_FOUND;
      default: {
        const legal = legalPageAt(route.path);
        if (!legal) return { status: 200 };
        const pages = dataOf(await askWithin(`/api/v1/LegalDetails/${legal.key}`));
        const content = Array.isArray(pages)
          ? (pages[0] as { description?: unknown })?.description
          : undefined;
        return found(legalHead(site, legal, typeof content === 'string' ? content : undefined));
      }
    }
  };
}
