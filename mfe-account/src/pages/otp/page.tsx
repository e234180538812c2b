/** One-time code: filled by the account slice's issue. */
export function OtpPage() {
  return <h1>One-time code</h1>;
}
