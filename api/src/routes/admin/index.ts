import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { listChanges } from '../../audit/audit-log';
import { failures, okPage, Page } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { refuseStringsForJsonNumbers } from '../../http/json-numbers';
import { catalogueAdminRoutes } from './catalogue';
import { catalogueImageRoutes } from './catalogue-images';
import { catalogueTransferRoutes } from './catalogue-transfer';
import { dashboardRoutes } from './dashboard';
import { adminOrderRoutes } from './orders';
import { AdminPaging, pageOf } from './paging';

export const AuditEntry = Type.Object({
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
  app.addHook('preValidation', refuseStringsForJsonNumbers);
  await app.register(catalogueAdminRoutes);
  await app.register(adminOrderRoutes);
  await app.register(catalogueImageRoutes);
  await app.register(catalogueTransferRoutes);
  await app.register(dashboardRoutes);

  app.get(
    '/audit',
    {
      schema: {
        tags: ['back office'],
        description:
          'What operators changed, newest first; narrowed to one entity with `entity` and `entityId`, to the ' +
          'operators whose address holds `actor`, to an action or a family of actions with `action`, and to days with `from` and ' +
          '`to` (both included).',
        querystring: Type.Object(
          {
            ...AdminPaging,
            entity: Type.Optional(Type.String({ maxLength: 40 })),
            entityId: Type.Optional(Type.String({ maxLength: 100 })),
            actor: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 254,
                description:
                  "Part of an operator's e-mail address, or of `cli:<os user>` for the command line, any letter case",
              }),
            ),
            action: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 60,
                description:
                  'Exactly (`product.update`), or every action of one entity when it ends in a dot (`product.`)',
              }),
            ),
            from: Type.Optional(Type.String({ format: 'date', description: 'First day, YYYY-MM-DD in UTC' })),
            to: Type.Optional(Type.String({ format: 'date', description: 'Last day, YYYY-MM-DD in UTC' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Page(AuditEntry), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      if (filters.from && filters.to && filters.from > filters.to) {
        throw badRequest('from must not be after to', 'from');
      }
      const rows = await listChanges(app.db, filters, limit + 1, (page - 1) * limit);
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
