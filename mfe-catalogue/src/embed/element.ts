/**
 * `<shop-catalogue>`: the catalogue on any page with one script tag (loader.ts) and this element. Attributes:
 * `category` (the id of the category whose grid to show first) or `product` (the product whose details to show);
 * `cart="events"` when the page keeps the cart itself (Add to Cart then only raises `shop-add-to-cart`), else Add to
 * Cart gathers the lines for one "Check out on the shop" link; `history="query"` to keep the catalogue's screen in
 * the page's address; `shop` when the shop's API is at another address than the script.
 * React and the screens load from beside the script when the first element is connected. Until the catalogue has
 * rendered, and whenever it cannot load, the element's own children (a partner's link to the shop) show instead.
 * Its attributes and events are declared for partners in shop-catalogue.d.ts, which the build serves beside it.
 */
// Types only: this module is in the loader, which runs before the shared modules (React, the router) are set up.
import type { MountOptions } from './mount';
import type {
  ShopCatalogueAttributes,
  ShopCatalogueElement as ShopCatalogueElementDeclared,
  ShopCatalogueEvents,
} from './shop-catalogue';

/** Every attribute the declarations name (shop-catalogue.d.ts): one left out, or one more, does not compile. */
const ATTRIBUTES: Record<keyof ShopCatalogueAttributes, true> = {
  category: true,
  product: true,
  cart: true,
  history: true,
  shop: true,
};

/** Where the script was loaded from (the runtime's public path is beside it): by default, the shop. */
declare const __webpack_public_path__: string;
const scriptOrigin = () => new URL(__webpack_public_path__, document.baseURI).origin;

const FAILURE_TEXT = 'We could not load the shop’s catalogue. Check your connection and try again.';

/**
 * The element's children, through a slot, and the message that loading failed: plain DOM, for it shows before the
 * catalogue's styles and React have loaded, or when they cannot.
 */
function fallbackOf(shadow: ShadowRoot, onRetry: () => void) {
  const fallback = document.createElement('div');
  fallback.className = 'shop-embed-fallback';
  const failure = document.createElement('div');
  failure.setAttribute('role', 'alert');
  failure.hidden = true;
  const text = document.createElement('p');
  text.textContent = FAILURE_TEXT;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', onRetry);
  failure.append(text, retry);
  fallback.append(document.createElement('slot'), failure);
  shadow.prepend(fallback);
  return {
    loading: () => {
      fallback.hidden = false;
      failure.hidden = true;
    },
    rendered: () => {
      fallback.hidden = true;
    },
    failed: () => {
      fallback.hidden = false;
      failure.hidden = false;
    },
  };
}

export class ShopCatalogueElement extends HTMLElement implements ShopCatalogueElementDeclared {
  static observedAttributes = Object.keys(ATTRIBUTES);
  #unmount: (() => void) | undefined;
  /** Each connection or change starts a render; only the last one mounts. */
  #renders = 0;
  #fallback = fallbackOf(this.attachShadow({ mode: 'open' }), () => void this.#render());

  connectedCallback() {
    void this.#render();
  }

  disconnectedCallback() {
    this.#renders++;
    this.#unmount?.();
    this.#unmount = undefined;
  }

  attributeChangedCallback() {
    if (this.isConnected) void this.#render();
  }

  async #render() {
    const render = ++this.#renders;
    const current = () => render === this.#renders && this.isConnected;
    this.#fallback.loading();
    let mount: typeof import('./mount').mount;
    try {
      ({ mount } = await import('./mount'));
    } catch {
      // Retry renders again: the bundle's runtime fetches a chunk that failed to load anew on the next import.
      if (current()) this.#fallback.failed();
      return;
    }
    if (!current()) return;
    this.#unmount?.();
    this.#unmount = mount(this, this.#options(current));
  }

  #options(current: () => boolean): MountOptions {
    const emit = <Name extends keyof ShopCatalogueEvents>(name: Name, detail: ShopCatalogueEvents[Name]) =>
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    const cartEvents = this.getAttribute('cart') === 'events';
    return {
      apiBaseUrl: this.getAttribute('shop') ?? scriptOrigin(),
      productId: this.getAttribute('product') ?? undefined,
      categoryId: this.getAttribute('category') ?? undefined,
      history: this.getAttribute('history') === 'query' ? 'query' : 'memory',
      onRendered: () => current() && this.#fallback.rendered(),
      onFailed: () => current() && this.#fallback.failed(),
      onNavigate: (path) => emit('shop-navigate', { path }),
      onProductViewed: (_productId, product) => emit('shop-product-viewed', product),
      onCategoryViewed: (categoryId) => emit('shop-category-viewed', { categoryId }),
      ...(cartEvents && {
        onAddToCart: (line) => emit('shop-add-to-cart', line),
        onAddToWish: (product) => emit('shop-add-to-wish', product),
      }),
    };
  }
}
