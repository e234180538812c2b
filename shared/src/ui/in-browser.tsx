import type { RenderedInBrowserDigest } from '@shop/shared/contracts';
import type { ReactNode } from 'react';

/**
 * Thrown on the shop's server by a part of a page only the browser renders: React sends the nearest Suspense
 * boundary's fallback in its place, and the browser renders the part itself. Its digest lets the browser tell this
 * planned hand-over from a failure.
 */
export class RenderedInBrowser extends Error {
  static readonly DIGEST: RenderedInBrowserDigest = 'rendered-in-browser';
  readonly digest = RenderedInBrowser.DIGEST;

  constructor(what: string) {
    super(`${what} is rendered in the browser`);
    this.name = 'RenderedInBrowser';
  }
}

/**
 * A part only the browser renders, inside a Suspense boundary whose fallback stands in for it in a page rendered on
 * the server: code loaded after the page (a slide show's library), whose stylesheet the page does not link.
 */
export function InBrowser({ what, children }: { what: string; children: ReactNode }) {
  if (typeof window === 'undefined') throw new RenderedInBrowser(what);
  return children;
}
