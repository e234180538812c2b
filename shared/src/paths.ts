/** Every route of the product specification (section 2): links are built here, never by hand. */
import type { LegalType } from './contracts';

const segment = encodeURIComponent;

export const paths = {
  home: () => '/',
  byBrand: (brandId: string) => `/by-brand/${segment(brandId)}`,
  byCategory: (categoryId: string) => `/by-category/${segment(categoryId)}`,
  byKeyword: (keyword: string) => `/by-keyword/${segment(keyword)}`,
  details: (productId: string) => `/details/${segment(productId)}`,
  about: () => '/about',
  refund: () => '/refund',
  privacy: () => '/privacy',
  terms: () => '/terms',
  howToBuy: () => '/how-to-buy',
  contact: () => '/contact',
  complain: () => '/complain',
  profile: () => '/profile',
  login: () => '/login',
  otp: () => '/otp',
  cart: () => '/cart',
  wish: () => '/wish',
  orders: () => '/orders',
  invoice: (invoiceId: string) => `/invoice/${segment(invoiceId)}`,
};

/** The legal and info pages: their route, content key and title. */
export const LEGAL_PAGES: ReadonlyArray<{ key: LegalType; path: string; title: string }> = [
  { key: 'about', path: paths.about(), title: 'About' },
  { key: 'refund', path: paths.refund(), title: 'Refund Policy' },
  { key: 'privacy', path: paths.privacy(), title: 'Privacy Policy' },
  { key: 'terms', path: paths.terms(), title: 'Terms' },
  { key: 'howtobuy', path: paths.howToBuy(), title: 'How to buy' },
  { key: 'contact', path: paths.contact(), title: 'Contact' },
  { key: 'complain', path: paths.complain(), title: 'Complain' },
];

/** Where a visitor sent to sign in wanted to go: `/login?from=/cart`. */
export const signInPath = (from: string) => `${paths.login()}?from=${segment(from)}`;
