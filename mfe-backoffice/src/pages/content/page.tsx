// Placeholder while the screen is built.
export function ContentPage({ kind }: { kind: 'brands' | 'categories' }) {
  return <h1>{kind}</h1>;
}
