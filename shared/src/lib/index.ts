export * from './money';
export * from './refused';
export * from './validation';
