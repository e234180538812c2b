// Placeholder while the screen is built.
export function LegalPages() {
  return <h1>Legal pages</h1>;
}
