import { API_BASE_PATH } from './baseUri';
import { PLATFORM_ENVIRONMENTS, REQUIRED_ENVIRONMENTS } from './apiLocation';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Loopback hosts, where a test registry may name a plain-http base URL. */
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The problem with a base URL, if any: https (http on loopback only), no credentials, query
 * or fragment, plain path segments, written as the URL parser writes it, without a trailing
 * slash, so one spelling reaches one place and the explorer's check compares like with like.
 */
function baseUrlProblem(value: unknown): string | undefined {
  const rule = 'must be an https URL without credentials, query or trailing slash';
  if (typeof value !== 'string') return rule;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return rule;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  const path = url.pathname === '/' ? '' : url.pathname;
  if (
    !secure ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (path !== '' && !API_BASE_PATH.test(path)) ||
    value !== `${url.origin}${path}`
  )
    return `${rule}, such as "https://api-d.docusign.net/management"`;
  return undefined;
}

/** The problem with one environment's location, naming its field. */
function locationProblem(value: unknown, field: string): string | undefined {
  if (!isObject(value)) return `"${field}" must be { "basePath": ... } or { "baseUrl": ... }`;
  const keys = Object.keys(value);
  if (keys.length !== 1 || (keys[0] !== 'basePath' && keys[0] !== 'baseUrl'))
    return `"${field}" must have exactly one of "basePath" or "baseUrl"`;
  if (keys[0] === 'basePath') {
    return typeof value.basePath === 'string' && API_BASE_PATH.test(value.basePath)
      ? undefined
      : `"${field}.basePath" must be a path under an account's base_uri, such as "/restapi"`;
  }
  const problem = baseUrlProblem(value.baseUrl);
  return problem && `"${field}.baseUrl" ${problem}`;
}

/**
 * The problem with a registry entry's `environments`, if any, naming the field: an object with
 * a location for demo and production (stage optional, no other names).
 */
export function environmentsProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return '"environments" must be an object naming demo and production';
  for (const name of Object.keys(value)) {
    if (!(PLATFORM_ENVIRONMENTS as readonly string[]).includes(name))
      return `"environments.${name}" is not an environment (${PLATFORM_ENVIRONMENTS.join(', ')})`;
  }
  for (const name of REQUIRED_ENVIRONMENTS) {
    if (value[name] === undefined) return `"environments.${name}" is missing`;
  }
  for (const [name, location] of Object.entries(value)) {
    const problem = locationProblem(location, `environments.${name}`);
    if (problem) return problem;
  }
  return undefined;
}
