export type { ApiOptions } from './client';
export {
  assetUrl,
  configureApi,
  get,
  http,
  onUnauthorized,
  post,
  reportStatus,
  retryAfterSeconds,
} from './client';
export * from './session';
