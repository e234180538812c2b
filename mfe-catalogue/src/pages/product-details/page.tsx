/** Product details: filled by the catalogue slice's issue. */
export function ProductDetailsPage() {
  return <h1>Product details</h1>;
}
