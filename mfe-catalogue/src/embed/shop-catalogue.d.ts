/**
 * `<shop-catalogue>` for partners' TypeScript: its attributes, its events and their `detail`. The shop serves this
 * file beside the loader (`<shop>/remotes/catalogue/embed/shop-catalogue.d.ts`); add it to a project's sources and
 * `document.querySelector('shop-catalogue')` and `addEventListener('shop-add-to-cart', ...)` are typed. It stands
 * alone (no imports). The element's code (element.ts) is written against these types, so they cannot drift apart.
 */

/** A cart line as the visitor chose it, and what the shop sells it at. */
export interface ShopCatalogueLine {
  productId: string;
  title: string;
  /** The SKU of the size and colour chosen, when the product is sold in variants; null otherwise. */
  sku: string | null;
  /** What one costs, discount included, in `currency`. */
  price: number;
  /** ISO 4217 code, e.g. `USD`. */
  currency: string;
  /** '' when the product offers no sizes. */
  size: string;
  /** '' when the product offers no colours. */
  color: string;
  /** 1 to 99. */
  qty: number;
}

/** A product the visitor looked at or saved. */
export type ShopCatalogueProduct = Pick<ShopCatalogueLine, 'productId' | 'title' | 'price' | 'currency'>;

/** The events the element raises (they bubble, and leave its shadow root), with what their `detail` holds. */
export interface ShopCatalogueEvents {
  /** Every catalogue path the visitor moves to, e.g. `/details/123`. */
  'shop-navigate': { path: string };
  /** A product's details were shown. */
  'shop-product-viewed': ShopCatalogueProduct;
  'shop-category-viewed': { categoryId: string };
  /** With `cart="events"`: Add to Cart, for the page to add the line to its own cart. */
  'shop-add-to-cart': ShopCatalogueLine;
  /** With `cart="events"`: Add to Wish. */
  'shop-add-to-wish': ShopCatalogueProduct;
}

/** The element's attributes and the values each takes. */
export interface ShopCatalogueAttributes {
  /** The id of the category whose grid to show first. */
  category?: string;
  /** The id of the product whose details to show first (before `category`). */
  product?: string;
  /** `events`: the page keeps the cart; Add to Cart and Add to Wish only raise events. */
  cart?: 'events';
  /** `query`: the catalogue's screen is kept in the page's address (`?shop-catalogue=/details/123`). */
  history?: 'query';
  /** The shop's address when its API is not where the script came from. */
  shop?: string;
}

/** The events, as `addEventListener` gives them. */
export type ShopCatalogueEventMap = {
  [Name in keyof ShopCatalogueEvents]: CustomEvent<ShopCatalogueEvents[Name]>;
};

/** The element; its attributes are read with `getAttribute` like any other. */
export interface ShopCatalogueElement extends HTMLElement {
  addEventListener<Name extends keyof ShopCatalogueEventMap>(
    type: Name,
    listener: (this: ShopCatalogueElement, event: ShopCatalogueEventMap[Name]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'shop-catalogue': ShopCatalogueElement;
  }
  // The events bubble to the document and the window: a listener there is typed too.
  interface DocumentEventMap extends ShopCatalogueEventMap {}
  interface WindowEventMap extends ShopCatalogueEventMap {}
}
