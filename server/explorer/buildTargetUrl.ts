import { API_BASE_PATH, underBaseUri } from '../../lib/platform/baseUri';
import { needsBaseUri, type ApiLocation } from '../../lib/platform/apiLocation';
import { ExplorerInputError } from './explorerError';
import { checkPathValue, checkQueryValue } from './validators';

export interface TargetUrlInput {
  /**
   * Where the configured platform serves the API (apiLocation of lib/platform/apiLocation.ts):
   * a path under the account's base_uri, or the API's own base URL from the registry.
   */
  location: ApiLocation;
  /** The account's base_uri, e.g. http://127.0.0.1:9000/sandbox (from the platform's user info). */
  baseUri?: string;
  /** The operation's path template, e.g. /v2.1/accounts/{accountId}/envelopes. */
  pathTemplate: string;
  pathParameters?: Record<string, unknown>;
  queryParameters?: Record<string, unknown>;
}

/** A base to call: http(s), no credentials, query or fragment; else a 400 naming the field. */
function checkedBase(text: string | undefined, field: string, what: string): URL {
  let base: URL;
  try {
    base = new URL(text ?? '');
  } catch {
    throw new ExplorerInputError(field, `${what} is not a URL`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new ExplorerInputError(field, `${what} must be http or https`);
  }
  if (base.username || base.password || base.search || base.hash) {
    throw new ExplorerInputError(field, `${what} may carry no credentials or query`);
  }
  return base;
}

/**
 * The API's base URL, the one place its calls may go: the account's base_uri + the API's path
 * under it, or the API's own base URL from the registry (its host is then allowed for that API
 * only, since no other API's location names it).
 */
function apiBaseOf({ location, baseUri }: TargetUrlInput): URL {
  if (!needsBaseUri(location)) {
    return checkedBase(location.baseUrl, 'apiName', "The API's base URL");
  }
  const base = checkedBase(baseUri, 'baseUri', "The account's base_uri");
  if (!API_BASE_PATH.test(location.basePath) || location.basePath.split('/').includes('..')) {
    throw new ExplorerInputError('apiName', 'The API has no valid base path');
  }
  return new URL(underBaseUri(`${base.origin}${base.pathname}`, location.basePath));
}

const TEMPLATE_SEGMENT = /^([A-Za-z0-9._~-]|\{[A-Za-z0-9_.-]+\})+$/;
const PLACEHOLDER = /\{([A-Za-z0-9_.-]+)\}/g;
const QUERY_NAME = /^[A-Za-z0-9_.\-[\]]{1,100}$/;

/**
 * The URL the explorer calls: the API's base URL (lib/platform/apiLocation.ts) + the
 * operation's path template with each path parameter checked and percent-encoded, + the
 * form-encoded query. Pure; throws ExplorerInputError (400, naming the field) for anything that
 * could change the host, scheme, port or path shape. The caller must already have matched the
 * template to an operation of the API.
 */
export function buildTargetUrl(input: TargetUrlInput): string {
  const apiBase = apiBaseOf(input);

  const template = input.pathTemplate;
  const segments = template.split('/');
  if (
    segments[0] !== '' ||
    segments.length < 2 ||
    !segments.slice(1).every((segment) => TEMPLATE_SEGMENT.test(segment)) ||
    segments.some((segment) => segment === '.' || segment === '..')
  ) {
    throw new ExplorerInputError('endpoint', 'endpoint must be a path template of the API');
  }

  const values = input.pathParameters ?? {};
  const used = new Set<string>();
  const path = template.replace(PLACEHOLDER, (_match, name: string) => {
    used.add(name);
    const field = `pathParameters.${name}`;
    if (!Object.hasOwn(values, name) || values[name] === null || values[name] === '') {
      throw new ExplorerInputError(field, `${field} is required`);
    }
    return encodeURIComponent(checkPathValue(field, values[name]));
  });
  for (const name of Object.keys(values)) {
    if (!used.has(name)) {
      throw new ExplorerInputError(
        `pathParameters.${name}`,
        `pathParameters.${name.slice(0, 100)} is not a parameter of this endpoint`,
      );
    }
  }

  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.queryParameters ?? {})) {
    const field = `queryParameters.${name}`;
    if (!QUERY_NAME.test(name))
      throw new ExplorerInputError(field, `${field.slice(0, 120)} is not a valid name`);
    if (value === undefined || value === null || value === '') continue;
    for (const text of checkQueryValue(field, value)) query.append(name, text);
  }

  const expectedPath = `${apiBase.pathname.replace(/\/+$/, '')}${path}`;
  const search = query.toString();
  const target = `${apiBase.origin}${expectedPath}${search ? `?${search}` : ''}`;
  // Belt and braces: the URL parser must agree that nothing moved (no dot segments collapsed,
  // no other host or port than the API's own).
  const parsed = new URL(target);
  if (parsed.origin !== apiBase.origin || parsed.pathname !== expectedPath) {
    throw new ExplorerInputError('endpoint', 'endpoint resolves outside the API');
  }
  return target;
}
