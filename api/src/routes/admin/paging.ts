import { Type } from '@sinclair/typebox';

// Apart from index.ts, so the area plugins it registers can use them without an import cycle.

/** Page and size of an operator's list; one page at most 100 rows. */
export const AdminPaging = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

/** Reads one page more than asked for to know whether there is a next one. */
export function pageOf<T>(rows: T[], page: number, limit: number) {
  return { data: rows.slice(0, limit), page, limit, hasMore: rows.length > limit };
}
