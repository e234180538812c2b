/** The entities as the API sends them, with exactly its field names (docs/behaviour.md#entities). */
import type { EventCallable, Store } from 'effector';
import type { ComponentType, ReactElement } from 'react';

/**
 * Holds a slice's exposed screens to its contract (the screens and props it promises hosts): a type error unless
 * each implementation takes the props its contract names. For a slice's contract-check.ts; types only.
 */
export type ScreensMatch<
  Contract,
  Implemented extends { [Module in keyof Contract]: ComponentType<Contract[Module]> },
> = Implemented;

/** Where a screen opens: its route's parameters (decoded), the query (`?a=1`, or empty) and the route's props. */
export interface ScreenAddress<Props = Record<string, unknown>> {
  params: Record<string, string | undefined>;
  search: string;
  props: Props;
}

/**
 * How the shop's server fills a screen before rendering it: a screen's exposed module exports it as `serverLoad`.
 * `opened` starts the screen's loads, run in the request's own scope (`allSettled`); `$ready` then says whether the
 * screen has all it shows. A screen without one, or not ready within the server's budget, comes as its skeleton and
 * is rendered by the browser.
 */
export interface ServerLoad<Props = Record<string, unknown>> {
  opened: EventCallable<ScreenAddress<Props>>;
  $ready: Store<boolean>;
  /**
   * The page the screen's data makes: its head, or a 404 when what the address names does not exist. Asked once the
   * load settled or the budget ran out, so it reads whatever came in time (a part late or failed reads as not loaded:
   * the route's generic head, never a 404 for want of an answer). Without it, the page has the shell's head.
   */
  page?: (context: PageContext<Props>) => ScreenPage | Promise<ScreenPage>;
}

/** What a screen's `page` is given: the address, the stores its load filled, and the shop's own address. */
export interface PageContext<Props = Record<string, unknown>> {
  address: ScreenAddress<Props>;
  /** A store's value in the request's scope. */
  read: <T>(store: Store<T>) => T;
  /** The shop's public origin (`https://shop.example`), for canonical and Open Graph addresses. */
  site: string;
  /** An extra answer, waited for as long as the page's budget still allows; undefined past it or on failure. */
  within: <T>(answer: Promise<T>) => Promise<T | undefined>;
}

/**
 * What a page's head tells search engines and link previews before any script runs; the storefront writes it as
 * tags (every value escaped). Addresses are absolute.
 */
export interface PageHead {
  title: string;
  description: string;
  /** None for a page that is not one (the not-found page). */
  canonical?: string;
  type: 'website' | 'product';
  /** The picture a link preview shows. */
  image?: string;
  price?: { amount: string; currency: string };
  /** schema.org objects, each its own script element. */
  jsonLd: object[];
  /** Kept out of search results (search results, the not-found page); links on it are still followed. */
  noindex?: boolean;
}

/** A screen's page: found, with its head, or not found (the shell's not-found head, and a 404). */
export type ScreenPage = { status: 200; head: PageHead } | { status: 404 };

/** A module of a slice's server build that serves a screen: the screen, and how the server fills it if it can. */
export interface ScreenModule {
  default: ComponentType<Record<string, unknown>>;
  serverLoad?: ServerLoad;
}

/**
 * The digest of a part of a page the server leaves to the browser on purpose (`RenderedInBrowser` of `ui`), as the
 * server's React reports it and the browser's receives it.
 */
export type RenderedInBrowserDigest = 'rendered-in-browser';

/** A call as the storefront makes it for a page, to the API: its status and body as sent. */
export type SelfAnswer = (request: {
  method: string;
  url: string;
  /** What a POST sends, as JSON. */
  body?: string;
}) => Promise<{ status: number; body: string }>;

/** What the shop's server asks the shell's server build to prepare: one page (`Remote`: the slices' names). */
export interface ServerPageRequest<Remote extends string = string> {
  /** The address: path and query. */
  url: string;
  /** The request's Cookie header: whether the visitor is logged in shows in the header. */
  cookie: string | undefined;
  /**
   * Whether the visitor has a session: a customer's screen is then rendered too, with the customer's own data.
   * Asked only for a customer's route. The server may answer from the cookie alone: the screen's calls carry the
   * session, and the API refuses those of one that has ended.
   */
  signedIn: () => Promise<boolean>;
  /**
   * Whether the session is an operator's (one of the people who run the shop). Asked only for an operator's route:
   * anyone else gets the not-found page, and never the back office's code.
   */
  operator: () => Promise<boolean>;
  /** A module of a slice's server build, from the slice's current line of the remotes manifest. */
  loadScreen: (remote: Remote, module: string) => Promise<ScreenModule>;
  /**
   * The shop's API, answering the screens' calls through the storefront, as this request's visitor. The same function for
   * every request (the server tells them apart by their async context), so requests rendered at once cannot mix.
   */
  answer: SelfAnswer;
  /** How long the screen may take to load with its data; past it the browser renders the screen. */
  budgetMs: number;
  /** Why the browser renders the screen rather than the server, when that is not planned. */
  onScreenFailed: (route: { remote: Remote; module: string }, error: unknown) => void;
  /**
   * Each slice's routes as its release publishes them (`PublishedRoute`); a slice whose routes could not be read is
   * absent, and its addresses show it unavailable.
   */
  routes: Partial<Record<Remote, PublishedRoute[]>>;
  /** The shop's public origin, for the page's head (`PageContext.site`). */
  site: string;
}

/** A page the shell's server build prepared, for React to render on the server. */
export interface ServerPage {
  /** The whole page's React tree. */
  app: ReactElement;
  /** Whether the opening screen is in it, rendered with its data (otherwise its skeleton). */
  screenRendered: boolean;
  /** The stores to send with the page, by their sid. */
  state: () => Record<string, unknown>;
  /** 404 for an address no route has, a page only an operator may see, or what the screen found missing. */
  status: 200 | 404;
  /** The page's own head; none where the shell's generic one stands (a customer's page, a screen without one). */
  head?: PageHead;
}

/** The default export of the shell's server build's `./page` (shell/src/server/page.tsx). */
export type PreparePage<Remote extends string = string> = (
  request: ServerPageRequest<Remote>,
) => Promise<ServerPage>;

/** Props a screen may be given: required when it has a required one. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is what a screen without required props is satisfied by.
type PropsOf<Props> = {} extends Props ? { props?: Props } : { props: Props };

/**
 * A route a slice serves (its `src/exposes/contract.ts` lists them, the one place a route is described): the address
 * pattern (`ROUTE_PATTERNS` of `@shop/shared/paths` for an address other slices link to), one of the slice's screens
 * with the props its contract names, and the data the page preloads for it. The screen's module gives the rest (its
 * data load, head and status: `ServerLoad`). The routes the slice publishes for the shell (`PublishedRoute`), its
 * standalone page and its embed are all built from that one list.
 */
export type SliceRoute<Screens> = {
  [Module in keyof Screens & string]: {
    path: string;
    module: Module;
    /** What the slice's standalone page calls the route. */
    title: string;
    /** Only for a signed-in customer: opened while logged out, it goes to /login and comes back. */
    signedIn?: boolean;
    /**
     * Only for an operator: anyone else is shown the not-found page and never loads the slice's code. Rendered in
     * the browser alone (the server sends the frame).
     */
    operator?: boolean;
    /** What the screen asks the API for as it opens: the page preloads it, so it starts with the screen's code. */
    data?: ScreenRequest[];
  } & PropsOf<Screens[Module]>;
}[keyof Screens & string];

/**
 * One of a screen's first API requests: its path (`:name` filled from the route's parameters and props), and where
 * the answer names the picture the screen paints largest, if it does (or the pictures that compete for it, a row of
 * one size): the page fetches that picture first.
 */
export type ScreenRequest = string | { path: string; largestImage: string | string[] };

/**
 * A route as a slice publishes it with its release, for hosts to read at run time (`metaData.routes` of the slice's
 * `mf-manifest.json`, written from its route list by rspack.base.ts; `publishedRoutes` of `@shop/shared/paths` reads
 * it): a screen added by a slice's release is reachable without a release of the shell.
 */
export interface PublishedRoute {
  path: string;
  module: string;
  title: string;
  props?: Record<string, unknown>;
  signedIn?: boolean;
  operator?: boolean;
  data?: ScreenRequest[];
}

export type Remark = 'new' | 'trending' | 'popular' | 'top' | 'special';
export type LegalType = 'about' | 'refund' | 'privacy' | 'terms' | 'howtobuy' | 'contact' | 'complain';

/**
 * Every answer: a success with its data, or a failure without any (clients test `status === 'success'`, which
 * tells TypeScript which one it is).
 */
export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export interface ApiSuccess<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface ApiFailure {
  status: 'fail';
  /** Why, in words for a person. */
  message: string;
  /**
   * What a failure is about (`PROFILE_REQUIRED`, `CART_EMPTY`, `RATE_LIMITED`, ...: the Failure schema of the API's
   * OpenAPI document lists them): branch on this, never on the message's words.
   */
  code?: string;
  /**
   * On a `VALIDATION` refusal about one field, the field's API name (`cus_phone`; `items.0.color` inside a list):
   * mark the field by this, never by the message's words.
   */
  field?: string;
  /** On a 412 (`STALE_VERSION`): the fields changed since the version the write was based on (`details.des`). */
  changed?: string[];
  /**
   * On a 429 (`RATE_LIMITED`): how many seconds to wait before asking again, read by the API client from the
   * `Retry-After` header.
   */
  retryAfterSeconds?: number;
}

/**
 * Product lists are bounded: one page of at most `limit` cards, and whether another page exists. A search for a
 * keyword that matches nothing is answered for its correction, which `searchedFor` names.
 */
export type ProductPage =
  | (ApiSuccess<ProductCard[]> & {
      page: number;
      limit: number;
      hasMore: boolean;
      searchedFor?: string;
    })
  | ApiFailure;

/** A listing's order: relevance (a search's best matches first; newest without a search) unless chosen. */
export const LISTING_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** How many products a filtered listing has, and how many of them each brand and category has. */
export interface ListingFacets {
  total: number;
  brands: Array<{ _id: string; count: number }>;
  categories: Array<{ _id: string; count: number }>;
}

/** What the search box offers for what has been typed so far. */
export interface SearchSuggestions {
  products: Array<{ _id: string; title: string; image: string }>;
  brands: Array<{ _id: string; brandName: string }>;
  categories: Array<{ _id: string; categoryName: string }>;
}

export interface Brand {
  _id: string;
  brandName: string;
  brandImg: string;
}

export interface Category {
  _id: string;
  categoryName: string;
  categoryImg: string;
}

export interface Slider {
  _id: string;
  title: string;
  des: string;
  image: string;
  productID: string;
}

export interface Feature {
  _id: string;
  name: string;
  description: string;
  img: string;
}

/** What a card needs; `discountPrice` is null when there is no discount. */
export interface ProductPrice {
  price: number;
  discount: boolean;
  discountPrice: number | null;
}

export interface ProductCard extends ProductPrice {
  _id: string;
  title: string;
  image: string;
  /** Mean rating, 0 to 5. */
  star: number;
  remark: string;
  /**
   * How many are left when few are (0: out of stock; the API's threshold is 5); null when plenty are, or the stock
   * is not counted. For a product with variants, what all of them have left together.
   */
  stockLeft?: number | null;
}

/** One size and colour pair of a product with its own SKU, stock and, optionally, price. */
export interface ProductVariant {
  sku: string;
  /** '' when the product offers no sizes. */
  size: string;
  /** '' when the product offers no colours. */
  color: string;
  /** Its own price, which replaces the product's (discount included); null when it sells at the product's. */
  price: number | null;
  /** As a card's `stockLeft`, for this variant. */
  stockLeft: number | null;
}

export interface ProductDetails extends ProductCard {
  shortDes: string;
  category: Category;
  brand: Brand;
  details: {
    img1: string;
    img2: string;
    img3: string;
    img4: string;
    img5: string;
    img6: string;
    img7: string;
    img8: string;
    /** Comma-separated options. */
    size: string;
    /** Comma-separated options. */
    color: string;
    /** Sanitised HTML. */
    des: string;
  };
  /** Its variants; a size and colour pair not among them sells at the product's price and stock. */
  variants?: ProductVariant[];
}

export interface Review {
  _id: string;
  profile: { cus_name: string };
  /** A whole number from 1 to 5, as a string. */
  rating: string;
  des: string;
  createdAt: string;
}

export interface LegalContent {
  type: LegalType;
  /** Sanitised HTML. */
  description: string;
}

/** The listing filter: every field a string, applied only when non-empty. */
export interface FilterState {
  brandID: string;
  categoryID: string;
  priceMax: string;
  priceMin: string;
}

/**
 * The lowest and highest price customers pay among all of a listing's products (its brand's, category's or
 * keyword's; the discount price when discounted); both null when it has none.
 */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** What ProductListByFilter takes: the filter, and on a keyword listing its keyword. */
export interface FilterBody extends FilterState {
  keyword?: string;
}

export interface Profile {
  cus_name: string;
  cus_phone: string;
  cus_fax: string;
  cus_country: string;
  cus_city: string;
  cus_state: string;
  cus_postcode: string;
  cus_add: string;
  ship_name: string;
  ship_phone: string;
  ship_country: string;
  ship_city: string;
  ship_state: string;
  ship_postcode: string;
  ship_add: string;
}

export interface CartForm {
  productID: string;
  color: string;
  size: string;
  qty: number;
}

/** A cart line's choices besides the product: size and colour ('' when none is chosen) and how many. */
export type LineChoice = Omit<CartForm, 'productID'>;

export interface CartItem {
  _id: string;
  productID: string;
  /** Its price is the variant's when the line's size and colour have one with its own. */
  product: ProductPrice & { title: string; image: string };
  qty: number;
  size: string;
  color: string;
  /**
   * As a card's `stockLeft`, for this line's variant or product, except that a line (with the lines sharing its
   * count) wanting more than is left is told the exact count: such a cart cannot be checked out.
   */
  stockLeft?: number | null;
}

export interface WishItem {
  productID: string;
  product: ProductPrice & { title: string; image: string; star: number };
  /** Whether it comes in sizes or colours, to be chosen before it goes in a cart. */
  offersOptions: boolean;
}

/** `expired`: not paid before its payment session ended; `superseded`: a newer checkout of a changed cart replaced it. */
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'cancelled' | 'expired' | 'superseded';
/** `returned`: the back office recorded a return. */
export type DeliveryStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'returned' | 'cancelled';

export interface Invoice {
  _id: string;
  tran_id: string;
  cus_details: string;
  ship_details: string;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  total: number;
  vat: number;
  payable: number;
  currency: string;
  /**
   * The parcel's tracking number and carrier, as given when it was shipped; null when none was (absent from an API
   * older than them).
   */
  trackingNumber?: string | null;
  carrier?: string | null;
  createdAt: string;
  /** When its payment session ends. */
  expiresAt: string;
  /** What was bought, in the invoice's line order. */
  items: InvoiceItem[];
  /**
   * Money received for this invoice but not applied to it (paid after it closed, or twice): to be refunded or
   * fulfilled; `refundedAt` once the shop refunded all of it.
   */
  unapplied_payment?: { amount: number; currency: string; receivedAt: string; refundedAt?: string };
  /** Money the gateway has given back for it, oldest first (absent from an API older than refunds). */
  refunds?: InvoiceRefund[];
}

/** One refund the gateway completed. */
export interface InvoiceRefund {
  amount: number;
  currency: string;
  refundedAt: string;
}

/** One line of an invoice in brief: the product's title and how many. */
export interface InvoiceItem {
  title: string;
  qty: number;
}

export interface InvoiceLine {
  _id: string;
  productID: string;
  product: { _id: string; title: string; image: string };
  /** Unit price paid. */
  price: number;
  qty: number;
  size: string;
  color: string;
}

export interface ReviewForm {
  des: string;
  /** "1" to "5". */
  rating: string;
  productID: string;
}

export interface CheckoutSession {
  GatewayPageURL: string;
}

/** SessionState: what the storefront server needs to know of a visitor's session to choose a page. */
export interface SessionState {
  /** The request carries the cookie of a live session. */
  signedIn: boolean;
  /** The session is an operator's (one of the people who run the shop). */
  operator: boolean;
}

/** SitemapEntries: the ids of what the sitemap lists. */
export interface SitemapEntries {
  /** Every product on sale, newest first. */
  products: string[];
  brands: string[];
  categories: string[];
  /** The legal pages written. */
  legal: LegalType[];
}
// The back office's data.
export * from './admin';
