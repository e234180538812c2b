import type { PublishedRoute } from '@shop/shared/contracts';
import { routeFor, routeTable } from './route-table';

const CATALOGUE: PublishedRoute[] = [
  { path: '/', module: './Home', title: 'Home' },
  { path: '/details/:id', module: './ProductDetails', title: 'Product details' },
  { path: '/by-keyword/:keyword', module: './ProductList', props: { by: 'keyword' }, title: 'By keyword' },
];
const PUBLISHED = {
  catalogue: CATALOGUE,
  account: [{ path: '/invoice/:id', module: './InvoiceDetails', title: 'Invoice details', signedIn: true }],
  checkout: [{ path: '/cart', module: './Cart', title: 'Cart', signedIn: true }],
  backoffice: [{ path: '/admin/*', module: './BackOffice', title: 'Back office', operator: true }],
};

test.each([
  ['/', 'catalogue', './Home'],
  ['/details/42', 'catalogue', './ProductDetails'],
  ['/by-keyword/red%20shoes/', 'catalogue', './ProductList'],
  ['/Cart', 'checkout', './Cart'],
  ['/invoice/7', 'account', './InvoiceDetails'],
  ['/admin', 'backoffice', './BackOffice'],
  ['/admin/orders/7', 'backoffice', './BackOffice'],
])('%s opens %s %s', (pathname, remote, module) => {
  expect(routeFor(routeTable(PUBLISHED), pathname)).toMatchObject({ remote, module });
});

test.each(['/details', '/details/42/reviews', '/no/such/page'])('%s is no route of a slice', (pathname) => {
  expect(routeFor(routeTable(PUBLISHED), pathname)).toBeUndefined();
});

test("a route the slice's release added is routed, though this shell has never heard of it", () => {
  const giftCards = { path: '/gift-cards', module: './GiftCards', title: 'Gift cards' };
  const table = routeTable({ ...PUBLISHED, catalogue: [...CATALOGUE, giftCards] });
  expect(routeFor(table, '/gift-cards')).toEqual({ ...giftCards, remote: 'catalogue' });
  expect(table.unavailable).toEqual([]);
});

test('the addresses of a slice whose routes could not be read are known to be that slice', () => {
  const { checkout: _unread, ...read } = PUBLISHED;
  const table = routeTable(read);
  expect(routeFor(table, '/cart')).toBeUndefined();
  expect(table.unavailable).toEqual([
    { path: '/cart', remote: 'checkout' },
    { path: '/wish', remote: 'checkout' },
  ]);
});
