import { isPictureUrl } from '@shop/shared/lib';
import sanitize from 'sanitize-html';

export { escapeHtml, jsonInScript } from '@shop/shared/lib';

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
