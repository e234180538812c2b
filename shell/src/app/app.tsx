import { Route, Routes } from '@shop/shared/router';
import { Frame } from './frame';
import { NotFound } from './not-found';
import { routeElement, SHOP_ROUTES } from './routes';
import { Toaster } from './toaster';

export function App() {
  return (
    <Frame>
      <Routes>
        {SHOP_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route)} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Toaster />
    </Frame>
  );
}
