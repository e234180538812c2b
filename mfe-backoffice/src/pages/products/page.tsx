// Placeholder while the screen is built.
export function ProductList() {
  return <h1>Products</h1>;
}
