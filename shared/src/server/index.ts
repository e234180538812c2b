/** What the shop's two servers, the API and the storefront, share: settings, logging, cookies and headers. */
export * from './cookies';
export * from './env';
export * from './logging';
export * from './metrics-access';
export * from './security-headers';
export * from './storefront-calls';
