/** Login: filled by the account slice's issue. */
export function LoginPage() {
  return <h1>Login</h1>;
}
