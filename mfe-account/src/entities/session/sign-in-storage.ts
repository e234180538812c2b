/** The address being signed in, kept in session storage between the e-mail and the code screens (spec section 4). */
const EMAIL_KEY = 'email';

export const rememberEmail = (email: string) => sessionStorage.setItem(EMAIL_KEY, email);
export const rememberedEmail = () => sessionStorage.getItem(EMAIL_KEY) ?? '';

/** Where to go after signing in: only a path on this site, never another origin (`//evil.example`). */
export function returnPath(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}
