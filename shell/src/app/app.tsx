import { Route, Routes } from '@shop/shared/router';
import { Frame } from './frame';
import { NotFound } from './not-found';
import type { RouteTable } from './route-table';
import { routeElement, unavailableElement } from './routes';
import { Toaster } from './toaster';

export function App({ routeTable }: { routeTable: RouteTable }) {
  return (
    <Frame>
      <Routes>
        {routeTable.routes.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        {routeTable.unavailable.map((address) => (
          <Route key={address.path} path={address.path} element={unavailableElement(address)} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Toaster />
    </Frame>
  );
}
