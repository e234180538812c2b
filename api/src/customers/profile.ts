import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { badRequest } from '../http/errors';

/** The profile's fields (the API's names): name, longest length, and whether it is required. */
export const PROFILE_FIELDS = [
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
export type ProfileField = (typeof PROFILE_FIELDS)[number][0];
export type Profile = Record<ProfileField, string>;

const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** Trimmed fields, or a 400 naming the first field that is missing or malformed. */
function checkedProfile(body: Profile): Profile {
  const profile = Object.fromEntries(PROFILE_FIELDS.map(([name]) => [name, body[name].trim()])) as Profile;
  for (const [name, , required] of PROFILE_FIELDS) {
    if (required && profile[name] === '') throw badRequest(`${name} is required`, name);
  }
  for (const name of ['cus_phone', 'ship_phone', 'cus_fax'] as const) {
    if (profile[name] !== '' && !PHONE.test(profile[name]))
      throw badRequest(`${name} must be a phone number`, name);
  }
  return profile;
}

/** The profile's columns under the API's field names (`cus_name`, ...). */
const { userId: _userId, updatedAt: _updatedAt, ...profileColumns } = getTableColumns(profiles);

/** The customer's profile as a one-item list, or an empty list when none was saved yet. */
export function readProfile(db: Db, userId: string): Promise<Profile[]> {
  return db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId));
}

/** Creates or replaces the customer's profile, trimmed; a 400 names the first missing or malformed field. */
export async function saveProfile(db: Db, userId: string, body: Profile): Promise<void> {
  const columns = { ...checkedProfile(body), updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: profiles.userId, set: columns });
}
