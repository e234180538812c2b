// Placeholder while the screen is built.
export function ProductEditor() {
  return <h1>Product</h1>;
}
