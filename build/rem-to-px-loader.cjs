/**
 * The embed's stylesheets with every `rem` length written in pixels (1rem = 16px). Inside a shadow root, rem is
 * still the partner page's root font size: a page with `html { font-size: 62.5% }` shrank the embed's headings and
 * buttons by a third. The embed's own root, `:host` (embed.css), sets 16px, the size the shop's styles are made for.
 * A CSS loader, run on each stylesheet's source before css-loader; the storefront's own builds keep their rem.
 */
const PIXELS_PER_REM = 16;
/** A number with the unit rem, not part of a longer name (a class `.gap-2rem` stays as it is). */
const REM_LENGTH = /(?<![\w.-])(-?\d*\.?\d+)rem\b/g;

module.exports = function remToPx(source) {
  return source.replace(
    REM_LENGTH,
    (_, amount) => `${Number((Number(amount) * PIXELS_PER_REM).toFixed(3))}px`,
  );
};
