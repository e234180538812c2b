export { serverLoad } from '../pages/invoice-details/model';
export { InvoiceDetailsPage as default } from '../pages/invoice-details/page';
