// Part of this slice's typecheck only: the exposed screen takes the props the contract promises hosts.
import type { ScreensMatch } from '@shop/shared/contracts';
import type BackOffice from './back-office';
import type { BackOfficeScreens } from './contract';

export type BackOfficeScreensMatch = ScreensMatch<BackOfficeScreens, { './BackOffice': typeof BackOffice }>;
