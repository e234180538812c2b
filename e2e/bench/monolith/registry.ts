/**
 * The monolith's shell/src/remotes/registry.ts (swapped in by ./rspack.config.ts): each remote screen is imported
 * from the remote's sources rather than fetched at run time, and stays its own lazy chunk, as in the composed
 * build. The shell uses nothing else of the registry at run time (its other imports are types).
 */
import type { RemoteName } from '../../../shell/src/remotes/registry';

/** The chunk of a screen, named so the page can be told its files (./rspack.config.ts). */
export const screenChunk = (remote: RemoteName, module: string) => `screen-${remote}-${module.slice(2)}`;

/** The screens the shell's routes open, named as the remotes' rspack configs expose them. */
const SCREENS: Record<RemoteName, Record<string, () => Promise<unknown>>> = {
  catalogue: {
    './Home': () =>
      import(/* webpackChunkName: "screen-catalogue-Home" */ '../../../mfe-catalogue/src/exposes/home'),
    './ProductList': () =>
      import(
        /* webpackChunkName: "screen-catalogue-ProductList" */ '../../../mfe-catalogue/src/exposes/product-list'
      ),
    './ProductDetails': () =>
      import(
        /* webpackChunkName: "screen-catalogue-ProductDetails" */ '../../../mfe-catalogue/src/exposes/product-details'
      ),
    './LegalPage': () =>
      import(/* webpackChunkName: "screen-catalogue-LegalPage" */ '../../../mfe-catalogue/src/exposes/legal'),
  },
  account: {
    './Login': () =>
      import(/* webpackChunkName: "screen-account-Login" */ '../../../mfe-account/src/exposes/login'),
    './Otp': () =>
      import(/* webpackChunkName: "screen-account-Otp" */ '../../../mfe-account/src/exposes/otp'),
    './Profile': () =>
      import(/* webpackChunkName: "screen-account-Profile" */ '../../../mfe-account/src/exposes/profile'),
    './Orders': () =>
      import(/* webpackChunkName: "screen-account-Orders" */ '../../../mfe-account/src/exposes/orders'),
    './InvoiceDetails': () =>
      import(
        /* webpackChunkName: "screen-account-InvoiceDetails" */ '../../../mfe-account/src/exposes/invoice-details'
      ),
  },
  checkout: {
    './Cart': () =>
      import(/* webpackChunkName: "screen-checkout-Cart" */ '../../../mfe-checkout/src/exposes/cart'),
    './WishList': () =>
      import(
        /* webpackChunkName: "screen-checkout-WishList" */ '../../../mfe-checkout/src/exposes/wish-list'
      ),
  },
  backoffice: {
    './BackOffice': () =>
      import(
        /* webpackChunkName: "screen-backoffice-BackOffice" */ '../../../mfe-backoffice/src/exposes/back-office'
      ),
  },
};

const loadedModules = new Map<string, unknown>();

/** The module if it has already loaded, as the shell's registry answers it. */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

/** A chunk that failed to load is fetched again by the next import(), so a retry needs nothing of its own. */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  const load = SCREENS[remote][module];
  if (!load) throw new Error(`The ${remote} slice exposes no ${module}`);
  const loaded = await load();
  loadedModules.set(`${remote}/${module}`, loaded);
  return loaded as T;
}
