import type { PlatformTarget } from '../../lib/platform/apiLocation';
import type { ServerConfig } from '../config';

/**
 * The platform this server calls, for the rule of lib/platform/apiLocation.ts: embedded unless
 * PLATFORM_BASE_URL is set, then the real one in PLATFORM_ENVIRONMENT (demo by default).
 */
export function platformTarget(
  config: Pick<ServerConfig, 'platformBaseUrl' | 'platformEnvironment'>,
): PlatformTarget {
  return {
    embedded: config.platformBaseUrl === undefined,
    environment: config.platformEnvironment,
  };
}
