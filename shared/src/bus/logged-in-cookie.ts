/**
 * The readable `token` cookie: present = "logged in" (docs/behaviour.md#signed-in-or-not); holds no secret. The
 * credential itself is another cookie, HttpOnly, which no script sees (api/src/plugins/auth.ts). Its value says the
 * role the session had when it began: `operator` for the people who run the shop, anything else for a customer. It
 * only decides what the page offers (the header's Admin link); the API checks the role on every call.
 */
export const LOGGED_IN_COOKIE = 'token';
/** The `token` cookie's value for an operator. */
export const OPERATOR_ROLE = 'operator';

const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie);

function loggedInCookie(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === LOGGED_IN_COOKIE) return value.join('=');
  }
  return undefined;
}

export function hasLoggedInCookie(cookies = documentCookies()): boolean {
  return loggedInCookie(cookies) !== undefined;
}

/** Whether the session began as an operator's. */
export function hasOperatorCookie(cookies = documentCookies()): boolean {
  return loggedInCookie(cookies) === OPERATOR_ROLE;
}
