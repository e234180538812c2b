import {
  cartHandOffOf,
  cartHandOffPath,
  LEGAL_PAGES,
  MAX_HAND_OFF_LINES,
  paths,
  publishedRoutes,
  purchaseIntentOf,
  purchasePath,
  safeReturnPath,
  signInPath,
} from './paths';

test('links to every shop route, with parameters encoded', () => {
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

test.each(['/cart', '/cart?x=1#y', '/by-keyword/usb%20c%2Fhub', '/by-keyword/50%25', '/javascript:alert(1)'])(
  'the plain path %s is a return path, kept as it is',
  (path) => {
    expect(safeReturnPath(path)).toBe(path);
  },
);

test.each([
  ['a backslash after the slash', '/\\evil.example'],
  ['a protocol-relative address', '//evil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['an encoded second slash', '/%2Fevil.example'],
  ['an absolute address', 'https://evil.example'],
  ['a script', 'javascript:alert(1)'],
  ['a leading backslash', '\\/evil'],
  ['a tab the URL parser drops', '/\t/evil'],
  ['an encoded newline', '/%0A/evil'],
  ['a dot segment that leaves //', '/..//evil.example'],
  ['a broken escape', '/%E0%A4%A'],
  ['an empty value', ''],
  ['a very long path', `/${'a'.repeat(5000)}`],
])('%s goes home instead', (_, path) => {
  expect(safeReturnPath(path)).toBe('/');
});

test('no return path at all goes home', () => {
  expect(safeReturnPath(null)).toBe('/');
  expect(safeReturnPath(undefined)).toBe('/');
});

test('the sign-in link never carries an address off this site', () => {
  expect(signInPath('//evil.example/cart')).toBe('/login?from=%2F');
});

test('a purchase asked for by a link reads back as it was written', () => {
  const path = purchasePath('p 1', { add: 'cart', qty: 2, size: 'M', color: 'Deep red' });
  expect(path).toBe('/details/p%201?add=cart&qty=2&size=M&color=Deep+red');
  expect(purchaseIntentOf(path.slice(path.indexOf('?')))).toEqual({
    add: 'cart',
    qty: 2,
    size: 'M',
    color: 'Deep red',
  });
  expect(purchaseIntentOf(purchasePath('p1', { add: 'wish' }).split('?')[1] ?? '')).toEqual({ add: 'wish' });
});

test.each([
  ['no intent', ''],
  ['an unknown kind', '?add=order'],
])('%s asks for no purchase', (_, search) => {
  expect(purchaseIntentOf(search)).toBeNull();
});

test.each([
  ['no quantity', '', 1],
  ['a quantity of 0', '&qty=0', 1],
  ['a negative quantity', '&qty=-5', 1],
  ['a quantity over a line', '&qty=100', 99],
  ['a huge quantity', '&qty=1e9', 99],
  ['a fractional quantity', '&qty=1.5', 1],
  ['a quantity that is no number', '&qty=lots', 1],
])('%s asks for a quantity a cart line holds', (_, qty, expected) => {
  expect(purchaseIntentOf(`?add=cart${qty}`)).toEqual({ add: 'cart', qty: expected, size: '', color: '' });
});

describe("a slice's published routes", () => {
  const manifest = (routes: unknown) => ({ name: 'catalogue', metaData: { buildInfo: {}, routes } });

  test('are read as the slice wrote them', () => {
    const routes = [
      { path: '/', module: './Home', title: 'Home' },
      { path: '/by-brand/:id', module: './ProductList', title: 'By brand', props: { by: 'brand' } },
      { path: '/cart', module: './Cart', title: 'Cart', signedIn: true },
      { path: '/admin/*', module: './BackOffice', title: 'Back office', operator: true },
    ];
    expect(publishedRoutes(manifest(routes))).toEqual(routes);
  });

  test.each([
    [{ name: 'catalogue', metaData: {} }, 'The manifest publishes no routes (metaData.routes)'],
    ['not a manifest', 'The manifest publishes no routes (metaData.routes)'],
    [
      manifest([{ path: 'gift-cards', module: './GiftCards', title: 'Gift cards' }]),
      'metaData.routes[0].path',
    ],
    [
      manifest([{ path: '/gift-cards', module: 'GiftCards', title: 'Gift cards' }]),
      'metaData.routes[0].module',
    ],
    [
      manifest([
        { path: '/', module: './Home', title: 'Home' },
        { path: '/x', module: './X' },
      ]),
      'routes[1].title',
    ],
    [manifest([{ path: '/', module: './Home', title: 'Home', props: 'brand' }]), 'metaData.routes[0].props'],
    [manifest([{ path: '/', module: './Home', title: 'Home', signedIn: 'yes' }]), 'routes[0].signedIn'],
    [manifest([{ path: '/', module: './Home', title: 'Home', operator: 1 }]), 'metaData.routes[0].operator'],
  ])('are refused, saying what is wrong, when malformed (%#)', (malformed, problem) => {
    expect(() => publishedRoutes(malformed)).toThrow(problem);
  });
});

test('lines handed to the cart read back as they were written, whatever their sizes and colours hold', () => {
  const lines = [
    { productId: 'p1', size: '1.7 l', color: '', qty: 2 },
    { productId: 'p 2', size: 'M, tall', color: 'Red:dark', qty: 99 },
  ];
  const path = cartHandOffPath(lines);
  expect(path).toBe('/cart?add=p1:1.7%20l::2,p%202:M%2C%20tall:Red%3Adark:99');
  expect(cartHandOffOf(path.slice(path.indexOf('?')))).toEqual({ lines, leftOut: 0 });
  expect(cartHandOffOf('?other=1')).toBeNull();
});

test('a hand-off leaves out each part that is not a line, and lines beyond the most it carries', () => {
  const good = 'p1:M:Red:1';
  const bad = ['p1:M:Red', ':M:Red:1', 'p1:M:Red:0', 'p1:M:Red:100', 'p1:M:Red:1.5', 'p1:%E0%A4%A:Red:1', ''];
  expect(cartHandOffOf(`?add=${[good, ...bad].join(',')}`)).toEqual({
    lines: [{ productId: 'p1', size: 'M', color: 'Red', qty: 1 }],
    leftOut: bad.length,
  });
  const many = Array.from({ length: MAX_HAND_OFF_LINES + 2 }, (_, index) => `p${index}:::1`).join(',');
  expect(cartHandOffOf(`?add=${many}`)).toMatchObject({ leftOut: 2 });
  expect(cartHandOffOf(`?add=${many}`)?.lines).toHaveLength(MAX_HAND_OFF_LINES);
});
