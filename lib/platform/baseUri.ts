/**
 * The one base URL rule of the platform, for every caller (explorer, MCP, curl samples, the
 * environment picker, codeload and the quickstarts, Postman, the embedded platform's user info):
 * an account's `base_uri` (from the platform's user info) is where its APIs live, each under the
 * API's own base path of the registry (`apiBasePathDemo`: `/restapi`, `/clickapi`, ...). Code
 * written to the platform's guides (`base_uri + "/restapi"`) then reaches the same URL.
 */

/** Where the embedded platform is mounted on the portal's own origin. */
export const EMBEDDED_PLATFORM_PATH = '/sandbox';

/** The embedded platform's `base_uri` for an origin the portal is reached at. */
export function embeddedBaseUri(origin: string): string {
  return `${new URL(origin).origin}${EMBEDDED_PLATFORM_PATH}`;
}

/** An API's base URL for an account: its base_uri + the API's base path. */
export function apiBaseUrl(baseUri: string, apiBasePath: string): string {
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
