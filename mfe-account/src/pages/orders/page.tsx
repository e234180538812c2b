/** Orders: filled by the account slice's issue. */
export function OrdersPage() {
  return <h1>Orders</h1>;
}
