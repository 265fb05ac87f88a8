import type { ServerModel } from '../../../../lib/reference/model';
import { serverUrl } from '../../../../lib/reference/serverUrl';

/** One base URL a method page's samples can call: the configured platform, or a spec server. */
export interface SampleEnvironment {
  id: string;
  label: string;
  server: ServerModel;
}

/** The id of the configured platform, the environment every page starts with. */
export const PLATFORM_ENVIRONMENT = 'platform';

/**
 * The platform's origin the samples call: GATSBY_PLATFORM_API_URL when the build names one (set
 * it with the server's PLATFORM_BASE_URL), else this site's own, where the embedded sandbox runs.
 */
export function platformOrigin(siteOrigin: string): string {
  const configured = process.env.GATSBY_PLATFORM_API_URL;
  return configured ? new URL(configured).origin : siteOrigin;
}

/**
 * The environments of a method page: first the configured platform (origin + the registry's
 * apiBasePathDemo, the very URL the explorer's Send calls), then each server the spec declares.
 */
export function sampleEnvironments(
  origin: string,
  platformBasePath: string,
  servers: ServerModel[],
): SampleEnvironment[] {
  const platform: SampleEnvironment = {
    id: PLATFORM_ENVIRONMENT,
    label: process.env.GATSBY_PLATFORM_API_URL ? 'Configured platform' : 'Sandbox (this site)',
    server: { url: `${origin}${platformBasePath}`, variables: [] },
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
