import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { FAILURE_CODES, type FailureCode } from './failure-codes';

/** Every response is `{ status, data?, message?, code?, field?, changed? }`; clients test `status === 'success'`. */
export const Success = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data, message: Type.Optional(Type.String()) });

export const SuccessWithoutData = Type.Object({
  status: Type.Literal('success'),
  message: Type.Optional(Type.String()),
});

const codes = Object.keys(FAILURE_CODES) as FailureCode[];

export const Failure = Type.Object(
  {
    status: Type.Literal('fail'),
    message: Type.String({ description: 'Why, in words for a person' }),
    code: Type.Unsafe<FailureCode>({
      type: 'string',
      enum: codes,
      description: `What the refusal is about, for clients to branch on:\n${codes
        .map((code) => `- \`${code}\`: ${FAILURE_CODES[code]}`)
        .join('\n')}`,
    }),
    field: Type.Optional(
      Type.String({
        description:
          'On a `VALIDATION` refusal about one field, its name (`cus_phone`; `items.0.color` inside a list): a client marks that field by this, never by the message',
      }),
    ),
    changed: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'On a `STALE_VERSION` refusal, the fields changed since the version the write was based on (`price`, `details.des`, `variants`)',
      }),
    ),
  },
  { $id: 'Failure', description: 'The request was refused; the message says why, the code what about' },
);
export type Failure = Static<typeof Failure>;

/** A product list page: `hasMore` tells a client there is a next `page`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Literal('success'),
    data: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    hasMore: Type.Boolean(),
  });

export const ok = <T>(data: T) => ({ status: 'success' as const, data });
export const done = (message?: string) => ({ status: 'success' as const, ...(message ? { message } : {}) });
export const fail = (message: string, code: FailureCode, field?: string, changed?: string[]): Failure => ({
  status: 'fail',
  message,
  code,
  ...(field ? { field } : {}),
  ...(changed ? { changed } : {}),
});

/** The failure answers a route can give, for its schema and the OpenAPI document. */
export const failures = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, Type.Ref('Failure')])) as Record<number, TSchema>;

export const okPage = <T>(page: { data: T[]; page: number; limit: number; hasMore: boolean }) => ({
  status: 'success' as const,
  ...page,
});
