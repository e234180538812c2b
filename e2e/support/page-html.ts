// A page's HTML as the server sent it, read apart: what its root holds and the stores it came with.

/** The HTML as a crawler gets it: fetched as a document, no script run. */
export const asFetched = { headers: { accept: 'text/html' } };

/** What the page's root holds as sent: the HTML the server rendered. */
export const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));

/** The stores a page came with (`#page-state`), by sid. */
export const stateOf = (html: string): Record<string, unknown> =>
  JSON.parse(html.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1] ?? '{}');

/**
 * The store a page's screen was rendered with, by sid. None when the screen came as its skeleton, past the render
 * budget, even though its data may have come in time to go into the page's state.
 */
export const renderedState = (html: string, sid: string): unknown =>
  rootOf(html).includes('remote-screen-loading') ? undefined : stateOf(html)[sid];
