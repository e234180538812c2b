export * from './calls';
export type { ApiOptions } from './client';
export { configureApi, http, onUnauthorized, reportStatus } from './client';
