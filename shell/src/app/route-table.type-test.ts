// Checked by `npm run typecheck`, never run nor bundled: routes a remote's contract does not allow are type errors
// (each marked line must be refused, or the typecheck fails on its unused @ts-expect-error).
import type { ShopRoute } from './route-table';

export const refusedRoutes: ShopRoute[] = [
  // @ts-expect-error The catalogue exposes no ./Cart.
  { path: '/basket', title: 'Basket', remote: 'catalogue', module: './Cart' },
  {
    path: '/by-colour/:id',
    title: 'By colour',
    remote: 'catalogue',
    module: './ProductList',
    // @ts-expect-error A listing is by brand, category or keyword.
    props: { by: 'colour' },
  },
  {
    path: '/imprint',
    title: 'Imprint',
    remote: 'catalogue',
    module: './LegalPage',
    // @ts-expect-error The legal page's content key is one of the legal types.
    props: { contentKey: 'imprint' },
  },
  // @ts-expect-error The login screen takes no props.
  { path: '/login', title: 'Login', remote: 'account', module: './Login', props: { next: '/' } },
];
