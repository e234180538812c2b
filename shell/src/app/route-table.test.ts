import { routeFor } from './route-table';

test.each([
  ['/', 'catalogue', './Home'],
  ['/details/42', 'catalogue', './ProductDetails'],
  ['/by-keyword/red%20shoes/', 'catalogue', './ProductList'],
  ['/Cart', 'checkout', './Cart'],
  ['/invoice/7', 'account', './InvoiceDetails'],
  ['/admin', 'backoffice', './BackOffice'],
  ['/admin/orders/7', 'backoffice', './BackOffice'],
])('%s opens %s %s', (pathname, remote, module) => {
  expect(routeFor(pathname)).toMatchObject({ remote, module });
});

test.each(['/details', '/details/42/reviews', '/no/such/page'])('%s is no route of a slice', (pathname) => {
  expect(routeFor(pathname)).toBeUndefined();
});
