export * from './delivery';
export * from './html';
export * from './money';
export * from './page-head';
export * from './picture-url';
export * from './product-options';
export * from './refused';
export * from './validation';
