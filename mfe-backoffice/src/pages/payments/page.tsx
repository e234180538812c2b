// Placeholder while the screen is built.
export function FlaggedPayments() {
  return <h1>Payments to decide</h1>;
}
