/** Writing values into HTML on the servers: the API's mail and pages, the storefront's head. */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one HTML escaper: for text and attribute values put into HTML the servers write themselves (mail, the sandbox
 * payment page, the storefront's page hints and head tags, the seeded descriptions).
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to put inside a `<script>` element (the remotes manifest, JSON-LD): `<`, `>` and `&` as JSON escapes, so no
 * value can close the element or open a comment, and the two line separators older JavaScript parsers choke on.
 * The result parses to the same value.
 */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c] ?? c);
