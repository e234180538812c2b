/**
 * The address being signed in, kept in session storage between the e-mail and the code screens
 * (docs/behaviour.md#sign-in).
 */
const EMAIL_KEY = 'email';

export const rememberEmail = (email: string) => sessionStorage.setItem(EMAIL_KEY, email);
export const rememberedEmail = () => sessionStorage.getItem(EMAIL_KEY) ?? '';
