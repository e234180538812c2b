/**
 * Buying in an embed. On the shop, checkout's fragments add to the customer's cart; another site's page has no
 * session with the shop, so the embed, as its page's host, shows its own buttons in their place (purchase-buttons):
 * the partner's cart when it asked for it (`onAddToCart`, `onAddToWish`), otherwise the shop's, through links.
 * This module is what every screen needs; the buttons load with the product's details (mount.tsx).
 */
import { createContext } from 'react';
import type { ShopCatalogueLine, ShopCatalogueProduct } from './shop-catalogue';

export interface PurchaseMode {
  /** The shop's address, where the links lead. */
  shopUrl: string;
  onAddToCart?: (line: ShopCatalogueLine) => void;
  onAddToWish?: (product: ShopCatalogueProduct) => void;
  onProductViewed?: (productId: string, product: ShopCatalogueProduct) => void;
}

export const PurchaseModeContext = createContext<PurchaseMode>({ shopUrl: '' });
