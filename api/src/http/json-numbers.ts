import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/*
 * The app's ajv coerces types, as query strings, parameters and form fields need: all they carry is text. A JSON
 * body has numbers of its own, so a string where its schema wants a number is a client's mistake: a refund of
 * {"amount": "1"} was made. The storefront's routes keep taking such strings (its cart takes a quantity of "2");
 * the back office refuses them before validation coerces them.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}

const NUMBER_TYPES = ['number', 'integer'];

/** The number type a schema wants, or undefined when it may be anything else (a null besides a number is fine). */
function numberTypeOf(schema: Schema): string | undefined {
  const types = schema.anyOf
    ? schema.anyOf.map((branch) => (branch.type === 'null' ? 'null' : numberTypeOf(branch)))
    : [schema.type].flat();
  if (!types.every((type) => type === 'null' || NUMBER_TYPES.includes(type ?? ''))) return undefined;
  return types.find((type) => type !== 'null');
}

/** The first string in `value` where `schema` wants a number: "field must be number", as ajv says it. */
function stringForNumber(
  schema: Schema,
  value: unknown,
  field: string,
): { message: string; field: string } | undefined {
  const numberType = numberTypeOf(schema);
  if (numberType)
    return typeof value === 'string' ? { message: `${field} must be ${numberType}`, field } : undefined;
  const within = (key: string) => (field ? `${field}.${key}` : key);
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const found = stringForNumber(schema.items, item, within(String(index)));
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object' && schema.properties) {
    for (const [key, property] of Object.entries(schema.properties)) {
      const found =
        key in value && stringForNumber(property, (value as Record<string, unknown>)[key], within(key));
      if (found) return found;
    }
  }
  return undefined;
}

const isJson = (request: FastifyRequest) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');

/** preValidation hook: a JSON body giving a number of its route's body schema as a string is a 400 naming it. */
export async function refuseStringsForJsonNumbers(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema?.body as Schema | undefined;
  if (!schema || !isJson(request)) return;
  const found = stringForNumber(schema, request.body, '');
  if (found) throw badRequest(found.message, found.field);
}
