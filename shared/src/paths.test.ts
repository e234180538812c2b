import { LEGAL_PAGES, paths, signInPath } from './paths';

test('links to the spec routes, with parameters encoded', () => {
  expect(paths.details('42')).toBe('/details/42');
  expect(paths.byKeyword('usb c/hub')).toBe('/by-keyword/usb%20c%2Fhub');
  expect(paths.howToBuy()).toBe('/how-to-buy');
  expect(paths.invoice('abc')).toBe('/invoice/abc');
});

test('the seven legal pages with their content keys', () => {
  expect(LEGAL_PAGES.map(({ key, path }) => [key, path])).toEqual([
    ['about', '/about'],
    ['refund', '/refund'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['howtobuy', '/how-to-buy'],
    ['contact', '/contact'],
    ['complain', '/complain'],
  ]);
});

test('the sign-in link remembers where the visitor was going', () => {
  expect(signInPath('/cart?x=1')).toBe('/login?from=%2Fcart%3Fx%3D1');
});
