import type { ServerModel } from '../../reference/model';
import { serverUrl } from '../../reference/serverUrl';
import { locationUrl, type ApiLocation } from '../../platform/apiLocation';
import { embeddedBaseUri } from '../../platform/baseUri';

/** One base URL a method page's samples can call: the configured platform, or a spec server. */
export interface SampleEnvironment {
  id: string;
  label: string;
  server: ServerModel;
}

/** The id of the configured platform, the environment every page starts with. */
export const PLATFORM_ENVIRONMENT = 'platform';

/**
 * The base_uri the samples call (lib/platform/apiLocation.ts): GATSBY_PLATFORM_API_URL when the build
 * names one (the configured platform's demo base_uri), else this site's embedded platform.
 */
export function platformBaseUri(siteOrigin: string): string {
  const configured = process.env.GATSBY_PLATFORM_API_URL;
  return configured ? configured.replace(/\/+$/, '') : embeddedBaseUri(siteOrigin);
}

/**
 * The environments of a method page: first the configured platform (where it serves the API,
 * lib/platform/apiLocation.ts: a base_uri + the API's path, or the API's own base URL; the very
 * URL the explorer's Send calls), then each server the spec declares. A plain string is a path
 * under the base_uri.
 */
export function sampleEnvironments(
  baseUri: string,
  platformApi: ApiLocation | string,
  servers: ServerModel[],
): SampleEnvironment[] {
  const location = typeof platformApi === 'string' ? { basePath: platformApi } : platformApi;
  const platform: SampleEnvironment = {
    id: PLATFORM_ENVIRONMENT,
    label: process.env.GATSBY_PLATFORM_API_URL ? 'Configured platform' : 'Sandbox (this site)',
    server: { url: locationUrl(location, baseUri), variables: [] },
  };
  return [
    platform,
    ...servers.map((server, index) => ({
      id: `server-${index + 1}`,
      label: server.description ? `${server.description} (${server.url})` : server.url,
      server,
    })),
  ];
}

/** The base URL of an environment with the reader's variable values (defaults otherwise). */
export function environmentUrl(
  environment: SampleEnvironment,
  values: Record<string, string> = {},
): string {
  return serverUrl(environment.server, values).replace(/\/+$/, '');
}

/** Text a sample carries in place of the reader's token, unless they ask to see it. */
export const TOKEN_PLACEHOLDER = '{ACCESS_TOKEN}';

/** What makes a sample the reader's own: their account id and, when asked for, their token. */
export interface SamplePersonalisation {
  accountId?: string;
  token?: string;
}

/** `{accountId}` in a path becomes the reader's account id when they are signed in. */
export function personalisePath(path: string, personal: SamplePersonalisation): string {
  return personal.accountId
    ? path.replace(/\{accountId\}/g, encodeURIComponent(personal.accountId))
    : path;
}
