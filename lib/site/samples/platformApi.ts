import {
  apiLocation,
  configuredEnvironment,
  type ApiLocation,
  type ApiPlacement,
  type PlatformTarget,
} from '../../platform/apiLocation';

/**
 * The platform the build's samples call (the build passes its `process.env`): the embedded one
 * unless GATSBY_PLATFORM_API_URL names the configured platform's base_uri, which is then in
 * PLATFORM_ENVIRONMENT (demo by default), as the server's explorer calls it.
 */
export function buildPlatformTarget(
  env: Readonly<Record<string, string | undefined>>,
): PlatformTarget {
  return {
    embedded: !env.GATSBY_PLATFORM_API_URL,
    environment: configuredEnvironment(env.PLATFORM_ENVIRONMENT),
  };
}

/** A method page's `platformBasePath` and `platformBaseUrl`: where its samples call the API. */
export function platformApiFields(
  entry: ApiPlacement | undefined,
  target: PlatformTarget,
): { platformBasePath: string; platformBaseUrl?: string } {
  const location = entry && apiLocation(entry, target);
  if (!location) return { platformBasePath: '' };
  return 'baseUrl' in location
    ? { platformBasePath: '', platformBaseUrl: location.baseUrl }
    : { platformBasePath: location.basePath };
}

/** The location a method page's fields describe (the inverse of platformApiFields). */
export const platformApiOf = (page: {
  platformBasePath: string;
  platformBaseUrl?: string;
}): ApiLocation =>
  page.platformBaseUrl ? { baseUrl: page.platformBaseUrl } : { basePath: page.platformBasePath };
