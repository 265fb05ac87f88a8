/** The video platform's catalogue, the videos' source at build time when configured. */
export interface VideoPlatformConfig {
  clientId: string;
  /** Sent to the OAuth endpoint only (Basic auth); never logged. */
  clientSecret: string;
  /** The token endpoint (client credentials), e.g. `https://oauth.example/v4/access_token`. */
  oauthUrl: string;
  /** The CMS API's base, e.g. `https://cms.example/v1`: videos at `{cmsUrl}/accounts/{id}/videos`. */
  cmsUrl: string;
  accountId: string;
  /** The player URL with `{id}` (GATSBY_VIDEO_EMBED_URL_TEMPLATE): every platform video plays there. */
  embedTemplate: string;
  /** Time limit of each call (the token, each page of videos). */
  timeoutMs: number;
}

/** A wrong value: the build stops with a message naming the variable. */
export class VideoPlatformConfigError extends Error {}

const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!isSet(value)) {
    throw new VideoPlatformConfigError(`${name} must be set with VIDEO_PLATFORM_CLIENT_ID`);
  }
  return value.trim();
}

/** An absolute http(s) URL without credentials, query or fragment (paths are appended). */
function url(env: NodeJS.ProcessEnv, name: string): string {
  const value = required(env, name);
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    !['http:', 'https:'].includes(parsed.protocol) ||
    parsed.username !== '' ||
    parsed.password !== '' ||
    parsed.search !== '' ||
    parsed.hash !== ''
  ) {
    throw new VideoPlatformConfigError(
      `${name} must be an absolute http(s) URL without credentials, query or fragment, got "${value}"`,
    );
  }
  return value.replace(/\/+$/, '');
}

/** The configuration, or undefined without VIDEO_PLATFORM_CLIENT_ID (content/videos is the source). */
export function videoPlatformConfig(
  env: NodeJS.ProcessEnv = process.env,
): VideoPlatformConfig | undefined {
  if (!isSet(env.VIDEO_PLATFORM_CLIENT_ID)) {
    if (isSet(env.VIDEO_PLATFORM_CLIENT_SECRET)) {
      throw new VideoPlatformConfigError(
        'VIDEO_PLATFORM_CLIENT_ID must be set with VIDEO_PLATFORM_CLIENT_SECRET',
      );
    }
    return undefined;
  }
  const accountId = required(env, 'VIDEO_PLATFORM_ACCOUNT_ID');
  if (!/^[A-Za-z0-9_-]+$/.test(accountId)) {
    throw new VideoPlatformConfigError(
      `VIDEO_PLATFORM_ACCOUNT_ID must be an account id (letters, digits, - and _), got "${accountId}"`,
    );
  }
  const embedTemplate = env.GATSBY_VIDEO_EMBED_URL_TEMPLATE;
  if (!isSet(embedTemplate)) {
    throw new VideoPlatformConfigError(
      "GATSBY_VIDEO_EMBED_URL_TEMPLATE (the platform's player) must be set with VIDEO_PLATFORM_CLIENT_ID",
    );
  }
  const timeout = env.VIDEO_PLATFORM_TIMEOUT_MS;
  const timeoutMs = isSet(timeout) ? Number(timeout) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new VideoPlatformConfigError(
      `VIDEO_PLATFORM_TIMEOUT_MS must be an integer from 100 to 120000, got "${timeout}"`,
    );
  }
  return {
    clientId: env.VIDEO_PLATFORM_CLIENT_ID.trim(),
    clientSecret: required(env, 'VIDEO_PLATFORM_CLIENT_SECRET'),
    oauthUrl: url(env, 'VIDEO_PLATFORM_OAUTH_URL'),
    cmsUrl: url(env, 'VIDEO_PLATFORM_CMS_URL'),
    accountId,
    embedTemplate: embedTemplate.trim(),
    timeoutMs,
  };
}
