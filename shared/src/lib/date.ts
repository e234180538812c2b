const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A day as customers read it, in the shop's pages and e-mail alike: `November 22, 2026`. In UTC, so that a page the
 * server rendered reads the same once a browser in another time zone takes it over.
 */
export const formatDay = (at: Date | string): string => DAY.format(new Date(at));
