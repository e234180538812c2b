/** Wish list: filled by the checkout slice's issue. */
export function WishListPage() {
  return <h1>Wish list</h1>;
}
