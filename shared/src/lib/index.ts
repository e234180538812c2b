export * from './delivery';
export * from './money';
export * from './product-options';
export * from './refused';
export * from './validation';
