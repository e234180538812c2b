/**
 * The readable `token` cookie: present = "logged in" (docs/behaviour.md#signed-in-or-not); holds no secret. The
 * credential itself is another cookie, HttpOnly, which no script sees (api/src/plugins/auth.ts).
 */
export const LOGGED_IN_COOKIE = 'token';

export function hasLoggedInCookie(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${LOGGED_IN_COOKIE}=`));
}
