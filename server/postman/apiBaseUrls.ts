import { apiLocation, locationUrl, type PlatformEnvironment } from '../../lib/platform/apiLocation';
import type { HostEnvironment } from '../../lib/hostEnvironments';
import type { RegistryEntry } from '../../lib/reference';

/**
 * The environment variable that holds one API's base URL, named after its docs route
 * (`/docs/admin-api` → `adminApiBaseUrl`): letters and digits only, so Postman never reads a
 * part of it as a host or port.
 */
export function apiBaseUrlVariable(entry: Pick<RegistryEntry, 'route' | 'swaggerName'>): string {
  const words = (entry.route.split('/').filter(Boolean).pop() ?? entry.swaggerName)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');
  return `${name || 'api'}BaseUrl`;
}

/** The platform environment a Postman host environment is: demo, stage, or a production site. */
export function platformEnvironmentOf(hostenv: HostEnvironment): PlatformEnvironment {
  return hostenv === 'demo' || hostenv === 'stage' ? hostenv : 'production';
}

/**
 * An API's base URL in a host environment, by the rule of lib/platform/apiLocation.ts: under the
 * environment's `{{baseUrl}}` (the account's base_uri, which the user may change) or the API's
 * own base URL. The embedded platform stands in for demo only. Undefined when the registry names
 * no location for that environment (stage is optional).
 */
export function apiBaseUrlIn(
  entry: RegistryEntry,
  hostenv: HostEnvironment,
  embedded: boolean,
): string | undefined {
  const location = apiLocation(entry, {
    environment: platformEnvironmentOf(hostenv),
    embedded: embedded && hostenv === 'demo',
  });
  return location && locationUrl(location, '{{baseUrl}}');
}
