import type { ReactNode } from 'react';
import { RemoteScreen } from '../remotes/remote-screen';
import { RequireSignIn } from './require-sign-in';
import type { ShopRoute } from './route-table';

export { SHOP_ROUTES } from './route-table';

export function routeElement({ remote, module, props, signedIn }: ShopRoute): ReactNode {
  const screen = <RemoteScreen remote={remote} module={module} props={props} />;
  return signedIn ? <RequireSignIn>{screen}</RequireSignIn> : screen;
}
