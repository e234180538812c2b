/** Profile: filled by the account slice's issue. */
export function ProfilePage() {
  return <h1>Profile</h1>;
}
