/** The readable `token` cookie: present = "logged in" (docs/behaviour.md#signed-in-or-not); holds no secret. */
export const SESSION_COOKIE = 'token';

export function hasSessionCookie(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}
