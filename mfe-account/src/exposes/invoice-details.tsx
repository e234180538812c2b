export { InvoiceDetailsPage as default } from '../pages/invoice-details/page';
