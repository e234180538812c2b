import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { eq, getTableColumns } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { customerOf } from '../../plugins/auth';

const tags = ['profile'];

/** Field name, longest length, and whether it may be left empty. */
const FIELDS = [
  ['cus_name', 100, true],
  ['cus_phone', 30, true],
  ['cus_fax', 30, false],
  ['cus_country', 60, true],
  ['cus_city', 60, true],
  ['cus_state', 60, false],
  ['cus_postcode', 20, true],
  ['cus_add', 300, true],
  ['ship_name', 100, true],
  ['ship_phone', 30, true],
  ['ship_country', 60, true],
  ['ship_city', 60, true],
  ['ship_state', 60, false],
  ['ship_postcode', 20, true],
  ['ship_add', 300, true],
] as const;
type Field = (typeof FIELDS)[number][0];

const Profile = Type.Object(
  Object.fromEntries(
    FIELDS.map(([name, maxLength]) => [name, Type.String({ maxLength, default: '' })]),
  ) as Record<Field, ReturnType<typeof Type.String>>,
  { additionalProperties: false },
);
type Profile = Static<typeof Profile>;

const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** Trimmed fields, or a 400 naming the first field that is missing or malformed. */
function checkedProfile(body: Profile): Profile {
  const profile = Object.fromEntries(FIELDS.map(([name]) => [name, body[name].trim()])) as Profile;
  for (const [name, , required] of FIELDS) {
    if (required && profile[name] === '') throw badRequest(`${name} is required`);
  }
  for (const name of ['cus_phone', 'ship_phone', 'cus_fax'] as const) {
    if (profile[name] !== '' && !PHONE.test(profile[name]))
      throw badRequest(`${name} must be a phone number`);
  }
  return profile;
}

/** The profile's columns under the API's field names (`cus_name`, ...). */
export const { userId: _userId, updatedAt: _updatedAt, ...profileColumns } = getTableColumns(profiles);

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.requireCustomer);

  app.get(
    '/ReadProfile',
    {
      schema: {
        tags,
        description: 'The profile as a one-item list, or an empty list when none was saved yet.',
        response: { 200: Success(Type.Array(Profile)), ...failures(401, 403) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      return ok(await app.db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId)));
    },
  );

  app.post(
    '/UpdateProfile',
    {
      schema: {
        tags,
        description: 'Creates or replaces the profile. Fields are trimmed; a bad field is a 400 naming it.',
        body: Profile,
        response: { 200: SuccessWithoutData, ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request);
      const columns = { ...checkedProfile(request.body), updatedAt: new Date() };
      await app.db
        .insert(profiles)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: profiles.userId, set: columns });
      return done('Profile saved');
    },
  );
};
