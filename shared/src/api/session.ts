/**
 * The calls shared and the shell make themselves: signing in (the standalone frame's form and the account slice's
 * screens) and logging out (the shell's header). A slice's other calls live in the slice (each slice's `src/api.ts`).
 */
import type { ApiAnswer } from '../contracts';
import { get } from './client';

const segment = encodeURIComponent;

export const requestLoginCode = (email: string) => get<ApiAnswer<unknown>>(`UserOTP/${segment(email)}`);
export const verifyLogin = (email: string, otp: string) =>
  get<ApiAnswer<unknown>>(`VerifyLogin/${segment(email)}/${segment(otp)}`);
export const logout = () => get<ApiAnswer<unknown>>('UserLogout');
