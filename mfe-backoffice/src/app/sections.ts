/** The back office's sections: the navigation lists them after the dashboard, each is a route under /admin. */
import { paths } from '@shop/shared/paths';

const at = (section: string) => `${paths.admin()}/${section}`;

export const SECTIONS = [
  { path: 'orders', title: 'Orders' },
  { path: 'payments', title: 'Payments to decide' },
  { path: 'products', title: 'Products' },
  { path: 'brands', title: 'Brands' },
  { path: 'categories', title: 'Categories' },
  { path: 'sliders', title: 'Home sliders' },
  { path: 'legal', title: 'Legal pages' },
  { path: 'import', title: 'Import and export' },
  { path: 'audit', title: 'Audit log' },
] as const;

/** Links inside the back office, built from the shop's `/admin` route. */
export const adminPaths = {
  dashboard: () => paths.admin(),
  orders: () => at('orders'),
  order: (invoiceId: string) => at(`orders/${encodeURIComponent(invoiceId)}`),
  packingSlip: (invoiceId: string) => at(`orders/${encodeURIComponent(invoiceId)}/packing-slip`),
  payments: () => at('payments'),
  products: () => at('products'),
  newProduct: () => at('products/new'),
  product: (id: string) => at(`products/${encodeURIComponent(id)}`),
  section: (path: string) => at(path),
};
