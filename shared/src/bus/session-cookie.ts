/** The readable `token` cookie: its presence is the spec's "logged in"; it holds no secret. */
export const SESSION_COOKIE = 'token';

export function hasSessionCookie(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}
