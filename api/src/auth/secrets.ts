import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit sign-in code from the cryptographic generator. */
export const newOtpCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Bound to the user, so equal codes of two users never share a hash. */
export const hashOtp = (userId: string, code: string) => sha256(`${userId}:${code}`);

export const newSessionToken = () => randomBytes(32).toString('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
