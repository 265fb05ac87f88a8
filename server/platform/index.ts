export { createPlatformClient, CREATE_APPLICATION_TIMEOUT_MS } from './client';
export type { PlatformClient, ClientCredentials, CodeExchange, UsageQuery } from './client';
export { PlatformError } from './errors';
export type * from './types';
