/** Home: filled by the catalogue slice's issue. */
export function HomePage() {
  return <h1>Home</h1>;
}
