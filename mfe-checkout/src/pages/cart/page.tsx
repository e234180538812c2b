/** Cart: filled by the checkout slice's issue. */
export function CartPage() {
  return <h1>Cart</h1>;
}
