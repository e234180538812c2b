// Placeholder while the screen is built.
export function PackingSlip() {
  return <h1>Packing slip</h1>;
}
