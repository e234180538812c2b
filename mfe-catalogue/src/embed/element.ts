/**
 * `<shop-catalogue>`: the catalogue on any page with one script tag (loader.ts) and this element. Attributes:
 * `category` (the id of the category whose grid to show first) or `product` (the product whose details to show);
 * `cart="events"` when the page keeps the cart itself (Add to Cart then only raises `shop-add-to-cart`), else the
 * buttons finish the purchase on the shop; `shop` when the shop's API is at another address than the script.
 * React and the screens load from beside the script when the first element is connected.
 */
// Types only: this module is in the loader, which runs before the shared modules (React, the router) are set up.
import type { MountOptions } from './mount';

/** The events the element raises (bubbling, and out of its shadow root), with what their `detail` holds. */
export interface ShopCatalogueEvents {
  'shop-navigate': { path: string };
  'shop-product-viewed': { productId: string };
  'shop-category-viewed': { categoryId: string };
  'shop-add-to-cart': { productId: string; qty: number; color: string; size: string };
  'shop-add-to-wish': { productId: string };
}

/** Where the script was loaded from (the runtime's public path is beside it): by default, the shop. */
declare const __webpack_public_path__: string;
const scriptOrigin = () => new URL(__webpack_public_path__, document.baseURI).origin;

export class ShopCatalogueElement extends HTMLElement {
  static observedAttributes = ['category', 'product', 'cart', 'shop'];
  #unmount: (() => void) | undefined;
  /** Each connection or change starts a render; only the last one mounts. */
  #renders = 0;

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
    const { mount } = await import('./mount');
    if (render !== this.#renders || !this.isConnected) return;
    this.#unmount?.();
    this.#unmount = mount(this, this.#options());
  }

  #options(): MountOptions {
    const emit = <Name extends keyof ShopCatalogueEvents>(name: Name, detail: ShopCatalogueEvents[Name]) =>
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    const cartEvents = this.getAttribute('cart') === 'events';
    return {
      apiBaseUrl: this.getAttribute('shop') ?? scriptOrigin(),
      productId: this.getAttribute('product') ?? undefined,
      categoryId: this.getAttribute('category') ?? undefined,
      onNavigate: (path) => emit('shop-navigate', { path }),
      onProductViewed: (productId) => emit('shop-product-viewed', { productId }),
      onCategoryViewed: (categoryId) => emit('shop-category-viewed', { categoryId }),
      ...(cartEvents && {
        onAddToCart: (line) => emit('shop-add-to-cart', line),
        onAddToWish: (item) => emit('shop-add-to-wish', item),
      }),
    };
  }
}
