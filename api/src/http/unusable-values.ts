import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors';

const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/** What no field can hold, or undefined: a NUL or lone surrogate in text, a number that is not finite. */
export function unusableValueProblem(value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\0')) return 'must not contain NUL characters';
    if (UNPAIRED_SURROGATE.test(value)) return 'must be well-formed Unicode text';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'must be a finite number';
  return undefined;
}

interface Visit {
  value: unknown;
  key: string;
  parent?: Visit;
}

/** "items.0.color" for a value inside the part, the part's name for the part itself. */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length > 0 ? keys.reverse().join('.') : visit.key;
}

interface Unusable {
  /** "field problem", or "part problem" when the part itself is the value. */
  message: string;
  /** The field's path; absent when the part itself is the value. */
  field?: string;
}

/**
 * The first unusable value anywhere in a request part. Loops, not recursion: a 64 KiB JSON body can nest thousands
 * of levels deep.
 */
function findUnusable(part: string, root: unknown): Unusable | undefined {
  const pending: Visit[] = [{ value: root, key: part }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push({ value: child, key, parent: visit });
      continue;
    }
    const problem = unusableValueProblem(value);
    if (problem)
      return { message: `${pathOf(visit)} ${problem}`, field: visit.parent ? pathOf(visit) : undefined };
  }
  return undefined;
}

/**
 * preHandler for every route, after schema validation: refuses with a 400 naming the field what the schemas let
 * through but no field can mean or PostgreSQL cannot store. That is a NUL character or an unpaired UTF-16 surrogate
 * in any string (text columns refuse the first; the second has no UTF-8 form), and a number that is not finite
 * (ajv coerces "1e309" in a query string or form field to Infinity after its range checks have run).
 */
export function refuseUnusableValues(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const problem =
    findUnusable('params', request.params) ??
    findUnusable('querystring', request.query) ??
    findUnusable('body', request.body);
  done(problem ? badRequest(problem.message, problem.field) : undefined);
}
