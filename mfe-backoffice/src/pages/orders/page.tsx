// Placeholder while the screen is built.
export function OrderList() {
  return <h1>Orders</h1>;
}
