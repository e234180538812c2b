/** Invoice details: filled by the account slice's issue. */
export function InvoiceDetailsPage() {
  return <h1>Invoice details</h1>;
}
