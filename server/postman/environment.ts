import { randomUUID } from 'node:crypto';
import {
  HOST_ENVIRONMENTS,
  isHostEnvironment,
  type HostEnvironment,
} from '../../lib/hostEnvironments';
import type { RegistryEntry } from '../../lib/reference';
import { apiBaseUrlIn, apiBaseUrlVariable } from './apiBaseUrls';

export { HOST_ENVIRONMENTS, isHostEnvironment, type HostEnvironment };

export interface EnvironmentInput {
  integrationKey: string;
  /** Empty when the reader gave none: the variable stays, empty, saying where it comes from. */
  secretKey: string;
  /** The reader's account and user ids, when the form had them (prefilled for a signed-in reader). */
  accountId?: string;
  userId?: string;
  hostenv: HostEnvironment;
  /** The embedded sandbox of this server, e.g. http://127.0.0.1:9000/sandbox (for demo). */
  sandboxOrigin: string;
  /** The registry's APIs: each gets its base URL in this environment. */
  apis: RegistryEntry[];
  /** No PLATFORM_BASE_URL: demo is the embedded platform, where every API is under baseUrl. */
  embedded: boolean;
}

export interface PostmanVariable {
  key: string;
  value: string;
  type: 'default' | 'secret';
  enabled: boolean;
  /** What the variable is for; Postman's variable definition allows it, newman keeps it. */
  description: string;
}

/** Postman's v2.1 environment file format (what Postman imports and newman's -e reads). */
export interface PostmanEnvironment {
  id: string;
  name: string;
  values: PostmanVariable[];
  _postman_variable_scope: 'environment';
}

/** demo is the embedded sandbox; every other environment a host of its own. */
export function baseUrlFor(hostenv: HostEnvironment, sandboxOrigin: string): string {
  return hostenv === 'demo' ? sandboxOrigin : `https://${hostenv}.example.test`;
}

/**
 * One variable per API: its base URL in the environment (apiBaseUrls.ts), which the API's
 * collection calls (`{{adminApiBaseUrl}}/v2/organizations`).
 */
function apiVariables(input: EnvironmentInput): [string, string, string][] {
  const seen = new Set<string>();
  return input.apis.flatMap((entry): [string, string, string][] => {
    const key = apiBaseUrlVariable(entry);
    if (seen.has(key)) return [];
    seen.add(key);
    const value = apiBaseUrlIn(entry, input.hostenv, input.embedded);
    return [
      value === undefined
        ? [
            key,
            '',
            `Set this: the API registry names no ${input.hostenv} base URL of the ${entry.displayName}.`,
          ]
        : [key, value, `Where the ${input.hostenv} environment serves the ${entry.displayName}.`],
    ];
  });
}

/**
 * The environment of one host: where the APIs are, the integration key it was made for, and
 * the two values only the user has: accountId and accessToken (the collection stops, naming
 * them, while they are empty).
 */
export function buildEnvironment(input: EnvironmentInput): PostmanEnvironment {
  const baseUrl = baseUrlFor(input.hostenv, input.sandboxOrigin);
  const variable = (
    key: string,
    value: string,
    description: string,
    type: PostmanVariable['type'] = 'default',
  ): PostmanVariable => ({ key, value, type, enabled: true, description });
  return {
    id: randomUUID(),
    name: `Developer Center (${input.hostenv})`,
    values: [
      variable(
        'accessToken',
        '',
        'Set this: an access token for your integration key; generate one at /token-generator.',
        'secret',
      ),
      input.accountId
        ? variable('accountId', input.accountId, 'Your API account id.')
        : variable(
            'accountId',
            '',
            'Set this: your API account id (GET {{oauthBaseUrl}}/userinfo with the token lists your accounts).',
          ),
      input.userId
        ? variable('userId', input.userId, 'Your user id: the JWT grant’s sub.')
        : variable(
            'userId',
            '',
            'Set this for the JWT grant (its sub): your user id, the sub of GET {{oauthBaseUrl}}/userinfo.',
          ),
      variable(
        'baseUrl',
        baseUrl,
        `Your account's base_uri in the ${input.hostenv} environment (GET {{oauthBaseUrl}}/userinfo).`,
      ),
      variable('oauthBaseUrl', `${baseUrl}/oauth`, 'The OAuth service of the environment.'),
      ...apiVariables(input).map(([key, value, description]) => variable(key, value, description)),
      variable('hostenv', input.hostenv, 'The environment this file was made for.'),
      variable('integrationKey', input.integrationKey, 'Your integration key (client id).'),
      variable(
        'secretKey',
        input.secretKey,
        input.secretKey
          ? "Your integration key's secret, for your own OAuth requests."
          : "Not set: your integration key's secret, if you make your own OAuth requests (authorization code grant). The collections need only accessToken.",
        'secret',
      ),
    ],
    _postman_variable_scope: 'environment',
  };
}
