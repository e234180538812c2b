import sanitize from 'sanitize-html';
import { isPictureUrl } from './picture-url';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one HTML escaper: for text and attribute values put into HTML the API writes itself (mail, the sandbox
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

/**
 * Stored HTML (product specifications, legal pages) as it may reach a browser: markup only, no scripts, and
 * pictures only where pictures are.
 */
export const sanitizeContent = (html: string) =>
  sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope'],
      td: ['colspan'],
    },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // A page loads its pictures by itself: a src that is no picture URL goes, as a refused scheme's does, and the
    // img stays with its alt text.
    transformTags: {
      img: (tagName, attribs) => {
        const { src, ...others } = attribs;
        return { tagName, attribs: src !== undefined && isPictureUrl(src) ? attribs : others };
      },
    },
  });
