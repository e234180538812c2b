/**
 * The one script a partner's page includes, at a fixed address (`<shop>/remotes/catalogue/embed/loader.js`): it
 * defines `<shop-catalogue>` (element.ts) and `window.shopCatalogue.mount` (the same catalogue for pages that
 * drive it from code), and is small: React, the screens and their styles load from beside it when first needed.
 */
import { ShopCatalogueElement } from './element';
import type { MountOptions } from './mount';

export const ELEMENT_NAME = 'shop-catalogue';

declare global {
  interface Window {
    shopCatalogue?: { mount(element: HTMLElement, options: MountOptions): Promise<() => void> };
  }
}

// A page that includes the script twice keeps the first definition.
if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, ShopCatalogueElement);
window.shopCatalogue ??= {
  mount: async (element, options) => (await import('./mount')).mount(element, options),
};
