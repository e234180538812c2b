import type { CSSProperties } from 'react';

const STAR_COUNT = 5;
const GAP_PX = 2;
const EMPTY_COLOR = '#d9d9d9';

interface StarsProps {
  /** The rating, 0 to 5; strings are parsed, as the API's `star` and review `rating` may be. */
  value: number | string;
  /** Star size in px. */
  size?: number;
  color?: string;
}

/**
 * Five stars, filled up to the rating (to the nearest half). One element: the star shape (ui.css) masks a background
 * coloured up to the rating. A listing shows a rating on every card, and five SVGs with a gradient each made up half
 * of a home page's elements, all laid out and painted before its first paint.
 */
export function Stars({ value, size = 16, color = '#f5a623' }: StarsProps) {
  const parsed = Number.parseFloat(String(value));
  const rating = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), STAR_COUNT) : 0;
  const rounded = Math.round(rating * 2) / 2;
  const wholeStars = Math.floor(rounded);
  const filledPx = wholeStars * (size + GAP_PX) + (rounded - wholeStars) * size;
  const style: CSSProperties = {
    width: STAR_COUNT * (size + GAP_PX) - GAP_PX,
    height: size,
    maskSize: `${size + GAP_PX}px ${size}px`,
    background: `linear-gradient(to right, ${color} ${filledPx}px, ${EMPTY_COLOR} ${filledPx}px)`,
  };
  return (
    <span
      className="shop-stars"
      role="img"
      aria-label={`Rated ${rounded} out of ${STAR_COUNT}`}
      style={style}
    />
  );
}
