import { underBaseUri } from './baseUri';

/**
 * The platform's environments a registry entry can name. Every entry that names any names demo
 * and production; stage is optional (only a Postman environment for stage asks for it).
 */
export const PLATFORM_ENVIRONMENTS = ['demo', 'stage', 'production'] as const;
export type PlatformEnvironment = (typeof PLATFORM_ENVIRONMENTS)[number];
export const REQUIRED_ENVIRONMENTS = ['demo', 'production'] as const;
/** An environment every entry can answer for: what PLATFORM_ENVIRONMENT may name. */
export type ConfiguredEnvironment = (typeof REQUIRED_ENVIRONMENTS)[number];

/**
 * Where one environment serves an API: a path under the account's base_uri (eSignature at
 * `/restapi`), or a base URL of the API's own (Admin at `https://api-d.docusign.net/management`).
 */
export type ApiLocation = { basePath: string } | { baseUrl: string };

/** What of a registry entry the rule reads. */
export interface ApiPlacement {
  swaggerName?: string;
  /** The API's path under the embedded platform's base_uri, and the real one's by default. */
  apiBasePathDemo: string;
  /** Per environment, where the real platform serves the API, when not at apiBasePathDemo. */
  environments?: Partial<Record<PlatformEnvironment, ApiLocation>>;
}

/** Which platform the portal calls: the embedded one, or the real one in an environment. */
export interface PlatformTarget {
  environment: PlatformEnvironment;
  /** No PLATFORM_BASE_URL: every API at the embedded platform's base_uri + apiBasePathDemo. */
  embedded: boolean;
}

/**
 * The one rule of where an API lives. The embedded platform serves every API under its
 * base_uri at the entry's apiBasePathDemo (`/restapi`, `/adminapi`, ...), so all of them have
 * one local base URL. The real platform serves it where the entry's environment says; an
 * entry that names no environments is served under the base_uri at apiBasePathDemo in all.
 * Undefined when the entry names environments but not this one (stage, which is optional).
 */
export function apiLocation(entry: ApiPlacement, target: PlatformTarget): ApiLocation | undefined {
  if (target.embedded || !entry.environments) return { basePath: entry.apiBasePathDemo };
  return entry.environments[target.environment];
}

/** A location's URL for an account: its own base URL, or the base_uri + its path. */
export function locationUrl(location: ApiLocation, baseUri: string): string {
  return 'baseUrl' in location ? location.baseUrl : underBaseUri(baseUri, location.basePath);
}

/** Whether the location needs the account's base_uri (a path under it) or stands alone. */
export const needsBaseUri = (location: ApiLocation): location is { basePath: string } =>
  'basePath' in location;

/**
 * An API's base URL for an account: what the explorer calls, the samples and quickstarts
 * write, Postman's environment holds and MCP's try_operation reaches.
 */
export function apiBaseUrl(
  entry: ApiPlacement,
  { environment, baseUri, embedded }: PlatformTarget & { baseUri: string },
): string {
  const location = apiLocation(entry, { environment, embedded });
  if (!location) {
    throw new Error(
      `The API registry names no ${environment} base URL for ${entry.swaggerName ?? 'this API'}`,
    );
  }
  return locationUrl(location, baseUri);
}

/**
 * The environment a variable names (PLATFORM_ENVIRONMENT, read by the server and the build):
 * demo when unset; anything but demo or production is refused naming the variable.
 */
export function configuredEnvironment(
  value: string | undefined,
  name = 'PLATFORM_ENVIRONMENT',
): ConfiguredEnvironment {
  if (value === undefined || value.trim() === '') return 'demo';
  const given = value.trim();
  if ((REQUIRED_ENVIRONMENTS as readonly string[]).includes(given))
    return given as ConfiguredEnvironment;
  throw new Error(
    `${name} must be ${REQUIRED_ENVIRONMENTS.join(' or ')}, got ${JSON.stringify(value)}`,
  );
}
