// Standalone mode: the back office on its own dev server, in a minimal frame, for the team that owns it.
import { renderStandalone, standaloneRoutes } from '@shop/shared/standalone';
import BackOffice from './exposes/back-office';
import { BACKOFFICE_ROUTES } from './exposes/contract';

renderStandalone('Shop Back Office', standaloneRoutes(BACKOFFICE_ROUTES, { './BackOffice': BackOffice }));
