/**
 * The embed's stylesheets style its shadow roots and nothing else: the partner's page never gets them, and the
 * page's own styles never reach the catalogue. The build's CSS loading hands each new `<link>` to insertStylesheet,
 * which is copied into the runtime as text: it must stand alone, reaching the registry through the global below.
 */

/** `window.__shopCatalogueStylesheets`: the sheets loaded so far and the roots that show them. */
interface StylesheetRegistry {
  links: HTMLLinkElement[];
  roots: Set<ShadowRoot>;
}

declare global {
  interface Window {
    __shopCatalogueStylesheets?: StylesheetRegistry;
  }
}

/**
 * Gives each root a copy of the sheet, and keeps the link the loader waits on inert in the page's head
 * (`media="not all"`: it loads, and styles nothing there).
 */
export function insertStylesheet(link: HTMLLinkElement) {
  window.__shopCatalogueStylesheets ??= { links: [], roots: new Set() };
  const registry = window.__shopCatalogueStylesheets;
  for (const root of registry.roots) root.append(link.cloneNode());
  registry.links.push(link);
  link.media = 'not all';
  document.head.append(link);
}

/** A root shows every sheet loaded so far and each one loaded later, until the answer is called. */
export function shareStylesheetsWith(root: ShadowRoot): () => void {
  window.__shopCatalogueStylesheets ??= { links: [], roots: new Set() };
  const registry = window.__shopCatalogueStylesheets;
  for (const link of registry.links) {
    const copy = link.cloneNode() as HTMLLinkElement;
    copy.removeAttribute('media');
    root.append(copy);
  }
  registry.roots.add(root);
  return () => registry.roots.delete(root);
}
