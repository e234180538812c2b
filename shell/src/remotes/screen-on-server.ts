import { type ComponentType, createContext } from 'react';
import type { RemoteName } from './registry';

/** A screen the shop's server has loaded from its slice's server build, with the screen's data in the page's scope. */
export interface PreparedScreen {
  remote: RemoteName;
  module: string;
  Screen: ComponentType<Record<string, unknown>>;
}

/**
 * Undefined in the browser. On the shop's server: the screen prepared for the page, or null when none was (a
 * customer's page, a slice too slow or failing).
 */
export const ScreenOnServer = createContext<PreparedScreen | null | undefined>(undefined);
