/** The monolith's shell/src/remotes/slice-routes.ts (swapped in by ./rspack.config.ts): its routes are built in. */
import { PUBLISHED_ROUTES } from '../../support/shop-routes';

export const sliceRoutes = () => Promise.resolve(PUBLISHED_ROUTES);
