/** About: filled by the catalogue slice's issue. */
export function LegalPage() {
  return <h1>About</h1>;
}
