export * from './calls';
export type { ApiOptions } from './client';
export { assetUrl, configureApi, http, onUnauthorized, reportStatus } from './client';
