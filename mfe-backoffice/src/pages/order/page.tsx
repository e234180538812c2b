// Placeholder while the screen is built.
export function OrderPage() {
  return <h1>Order</h1>;
}
