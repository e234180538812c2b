import type { ReactNode } from 'react';
import { RemoteScreen } from '../remotes/remote-screen';
import { RequireOperator } from './require-operator';
import { RequireSignIn } from './require-sign-in';
import type { ShopRoute } from './route-table';

export { SHOP_ROUTES } from './route-table';

export function routeElement({ remote, module, props, signedIn, operator, path }: ShopRoute): ReactNode {
  const screen = (
    <RemoteScreen remote={remote} module={module} props={props} ownsSubroutes={path.endsWith('/*')} />
  );
  if (operator) return <RequireOperator>{screen}</RequireOperator>;
  return signedIn ? <RequireSignIn>{screen}</RequireSignIn> : screen;
}
