import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listChanges } from '../../audit/audit-log';
import { failures, okPage, Page } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { catalogueAdminRoutes } from './catalogue';
import { catalogueImageRoutes } from './catalogue-images';
import { catalogueTransferRoutes } from './catalogue-transfer';
import { adminOrderRoutes } from './orders';
import { AdminPaging, pageOf } from './paging';

const AuditEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  actor: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Type.String({ format: 'date-time' }),
});

interface BodySchema {
  type?: unknown;
  properties?: Record<string, BodySchema>;
  additionalProperties?: unknown;
}

/**
 * The first field of a body its schema does not declare, as a path (`details.img9`), with the fields it does.
 * Only declared objects are entered, so the walk is as deep as the schema, whatever the body.
 */
function unknownField(
  schema: BodySchema | undefined,
  value: unknown,
  path = '',
): { field: string; known: string[] } | undefined {
  if (schema?.type !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) {
    return undefined;
  }
  const properties = schema.properties ?? {};
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(properties, key)) {
      if (schema.additionalProperties === false) return { field, known: Object.keys(properties) };
      continue;
    }
    const unknown = unknownField(properties[key], item, field);
    if (unknown) return unknown;
  }
  return undefined;
}

/**
 * The back office under /api/v1/admin: every call needs a signed-in operator (ADMIN_EMAILS); a visitor gets 401,
 * a customer 403. Each area registers its routes here.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a visitor or customer hears 401 or 403, not what their request body lacks.
  app.addHook('preValidation', app.requireOperator);
  // The storefront drops body fields it does not know (ajv's removeAdditional); here that would turn an operator's
  // misspelt field into a change that silently does nothing, so it is a 400 naming the field.
  app.addHook('preValidation', async (request) => {
    const unknown = unknownField(request.routeOptions.schema?.body as BodySchema | undefined, request.body);
    if (unknown) {
      throw badRequest(
        `${unknown.field} is not a known field (known: ${unknown.known.join(', ')})`,
        unknown.field,
      );
    }
  });
  await app.register(catalogueAdminRoutes);
  await app.register(adminOrderRoutes);
  await app.register(catalogueImageRoutes);
  await app.register(catalogueTransferRoutes);

  app.get(
    '/audit',
    {
      schema: {
        tags: ['back office'],
        description:
          'What operators changed, newest first; narrowed to one entity with `entity` and `entityId`.',
        querystring: Type.Object(
          {
            ...AdminPaging,
            entity: Type.Optional(Type.String({ maxLength: 40 })),
            entityId: Type.Optional(Type.String({ maxLength: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Page(AuditEntry), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, entity, entityId } = request.query;
      const rows = await listChanges(app.db, { entity, entityId }, limit + 1, (page - 1) * limit);
      return okPage(
        pageOf(
          rows.map((row) => ({ ...row, at: row.at.toISOString() })),
          page,
          limit,
        ),
      );
    },
  );
};
