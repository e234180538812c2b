import { RenderedInBrowser } from '@shop/shared/ui';
import { type ReactNode, Suspense, useContext } from 'react';
import { RemoteScreen, ScreenLoading } from '../remotes/remote-screen';
import { ScreenOnServer } from '../remotes/screen-on-server';
import { SliceUnavailable } from '../remotes/slice-unavailable';
import { RequireOperator } from './require-operator';
import { RequireSignIn } from './require-sign-in';
import type { ShopRoute, UnavailableAddress } from './route-table';

export function routeElement({ remote, module, props, signedIn, operator, path }: ShopRoute): ReactNode {
  const screen = (
    <RemoteScreen remote={remote} module={module} props={props} ownsSubroutes={path.endsWith('/*')} />
  );
  if (operator) return <RequireOperator>{screen}</RequireOperator>;
  return signedIn ? <RequireSignIn>{screen}</RequireSignIn> : screen;
}

export function unavailableElement(address: UnavailableAddress): ReactNode {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <UnreadSlice {...address} />
    </Suspense>
  );
}

/**
 * An address of a slice whose routes could not be read as the page started: the slice is unavailable, and Retry
 * starts the page again, which reads them anew. The shop's server leaves it to the browser, as it does a screen it
 * could not load: its skeleton, in a page never kept for others.
 */
function UnreadSlice({ remote }: UnavailableAddress) {
  if (useContext(ScreenOnServer) !== undefined) throw new RenderedInBrowser(`The ${remote} slice's routes`);
  return <SliceUnavailable remote={remote} onRetry={() => location.reload()} />;
}
