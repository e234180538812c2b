import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit sign-in code from the cryptographic generator. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Bound to the user, so equal codes of two users never share a hash. */
export const hashOtp = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const newSessionToken = () => randomBytes(32).toString('base64url');

export { sameHash } from '@shop/shared/server';
