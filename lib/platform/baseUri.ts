/**
 * The embedded platform's place on the portal's origin and the join of a path under an
 * account's `base_uri` (from the platform's user info). Which API lives where is the rule of
 * `apiLocation.ts`; this file holds what that rule is built from.
 */

/** Where the embedded platform is mounted on the portal's own origin. */
export const EMBEDDED_PLATFORM_PATH = '/sandbox';

/** The embedded platform's `base_uri` for an origin the portal is reached at. */
export function embeddedBaseUri(origin: string): string {
  return `${new URL(origin).origin}${EMBEDDED_PLATFORM_PATH}`;
}

/** A path under a base_uri, as code written to the platform's guides joins them. */
export function underBaseUri(baseUri: string, apiBasePath: string): string {
  return `${baseUri.replace(/\/+$/, '')}/${apiBasePath.replace(/^\/+/, '')}`.replace(/\/+$/, '');
}

/**
 * The eSignature REST API's path under a base_uri, as the platform's guides and SDK samples
 * write it (`base_uri + "/restapi"`); the quickstart projects follow the guides.
 */
export const ESIGNATURE_BASE_PATH = '/restapi';

/** The Click API's path under a base_uri, as the platform's Click SDK and guides write it. */
export const CLICK_BASE_PATH = '/clickapi';

/** A registry base path: one or more plain segments after a slash, never `..`. */
export const API_BASE_PATH = /^(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
