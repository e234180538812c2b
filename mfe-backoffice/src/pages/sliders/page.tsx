// Placeholder while the screen is built.
export function SlidersPage() {
  return <h1>Home sliders</h1>;
}
