// Checked by `npm run typecheck`, never run nor bundled: a slice publishes the routes of its contract's list, and
// routes its contract does not allow are type errors there (each marked line must be refused, or the typecheck fails
// on its unused @ts-expect-error). The shell takes these types alone from the slices; the routes come at run time.
import type { AccountScreens } from '@shop/mfe-account/contract';
import type { CatalogueScreens } from '@shop/mfe-catalogue/contract';
import type { SliceRoute } from '@shop/shared/contracts';

export const refusedCatalogueRoutes: SliceRoute<CatalogueScreens>[] = [
  // @ts-expect-error The catalogue exposes no ./Cart.
  { path: '/basket', title: 'Basket', module: './Cart' },
  {
    path: '/by-colour/:id',
    title: 'By colour',
    module: './ProductList',
    // @ts-expect-error A listing is by brand, category or keyword.
    props: { by: 'colour' },
  },
  {
    path: '/imprint',
    title: 'Imprint',
    module: './LegalPage',
    // @ts-expect-error The legal page's content key is one of the legal types.
    props: { contentKey: 'imprint' },
  },
];

export const refusedAccountRoutes: SliceRoute<AccountScreens>[] = [
  // @ts-expect-error The login screen takes no props.
  { path: '/login', title: 'Login', module: './Login', props: { next: '/' } },
];
