const STAR_COUNT = 5;
const STAR_PATH = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

interface StarsProps {
  /** The rating, 0 to 5; strings are parsed, as the API's `star` and review `rating` may be. */
  value: number | string;
  /** Star size in px. */
  size?: number;
  color?: string;
}

/** Five stars, filled up to the rating (to the nearest half). */
export function Stars({ value, size = 16, color = '#f5a623' }: StarsProps) {
  const parsed = Number.parseFloat(String(value));
  const rating = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), STAR_COUNT) : 0;
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="shop-stars" role="img" aria-label={`Rated ${rounded} out of ${STAR_COUNT}`}>
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const fill = Math.min(Math.max(rounded - index, 0), 1);
        const gradient = `shop-star-${index}-${fill}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={gradient}>
                <stop offset={fill} stopColor={color} />
                <stop offset={fill} stopColor="#d9d9d9" />
              </linearGradient>
            </defs>
            <path d={STAR_PATH} fill={`url(#${gradient})`} />
          </svg>
        );
      })}
    </span>
  );
}
