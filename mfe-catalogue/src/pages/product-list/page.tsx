/** Products: filled by the catalogue slice's issue. */
export function ProductListPage() {
  return <h1>Products</h1>;
}
