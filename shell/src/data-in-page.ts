/**
 * What the shop's server put into the page for the shell (`<script type="application/json" id="...">`: the remotes
 * manifest, the slices' routes, a preview's releases), parsed; undefined when the page holds none or it is not JSON.
 * Imports nothing, so the entry can read the page before the shared modules have loaded.
 */
export function dataInPage(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
