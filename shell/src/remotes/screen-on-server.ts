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

/**
 * Thrown on the server by a screen it did not prepare: React sends the screen's skeleton, and the browser renders
 * the screen itself. Its digest lets the browser tell this planned hand-over from a failure.
 */
export class ScreenRenderedInBrowser extends Error {
  static readonly DIGEST = 'screen-rendered-in-browser';
  readonly digest = ScreenRenderedInBrowser.DIGEST;

  constructor(remote: RemoteName, module: string) {
    super(`The ${remote} slice's ${module} is rendered in the browser`);
    this.name = 'ScreenRenderedInBrowser';
  }
}
