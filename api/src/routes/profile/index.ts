import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PROFILE_FIELDS, type ProfileField, readProfile, saveProfile } from '../../customers/profile';
import { done, failures, ok, Success, SuccessWithoutData } from '../../http/envelope';
import { customerOf } from '../../plugins/auth';

const tags = ['profile'];

export const Profile = Type.Object(
  Object.fromEntries(
    PROFILE_FIELDS.map(([name, maxLength]) => [name, Type.String({ maxLength, default: '' })]),
  ) as Record<ProfileField, ReturnType<typeof Type.String>>,
  { additionalProperties: false },
);

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
      return ok(await readProfile(app.db, userId));
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
      await saveProfile(app.db, userId, request.body);
      return done('Profile saved');
    },
  );
};
