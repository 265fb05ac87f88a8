import { randomUUID } from 'node:crypto';

/** Spec section 9: the environments a Postman environment can point at. */
export const HOST_ENVIRONMENTS = [
  'demo',
  'stage',
  'na1',
  'na2',
  'na3',
  'na4',
  'eu',
  'ca',
  'au',
  'jp1',
] as const;

export type HostEnvironment = (typeof HOST_ENVIRONMENTS)[number];

export const isHostEnvironment = (value: string): value is HostEnvironment =>
  (HOST_ENVIRONMENTS as readonly string[]).includes(value);

/** A placeholder the user replaces with their own account id. */
export const ACCOUNT_ID_PLACEHOLDER = '<your account id>';

export interface EnvironmentInput {
  integrationKey: string;
  secretKey: string;
  hostenv: HostEnvironment;
  /** The embedded sandbox of this server, e.g. http://127.0.0.1:9000/sandbox (for demo). */
  sandboxOrigin: string;
}

export interface PostmanVariable {
  key: string;
  value: string;
  type: 'default' | 'secret';
  enabled: boolean;
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

export function buildEnvironment(input: EnvironmentInput): PostmanEnvironment {
  const baseUrl = baseUrlFor(input.hostenv, input.sandboxOrigin);
  const variable = (key: string, value: string, type: PostmanVariable['type'] = 'default') => ({
    key,
    value,
    type,
    enabled: true,
  });
  return {
    id: randomUUID(),
    name: `Developer Center (${input.hostenv})`,
    values: [
      variable('integrationKey', input.integrationKey),
      variable('secretKey', input.secretKey, 'secret'),
      variable('hostenv', input.hostenv),
      variable('baseUrl', baseUrl),
      variable('oauthBaseUrl', `${baseUrl}/oauth`),
      variable('accountId', ACCOUNT_ID_PLACEHOLDER),
      variable('accessToken', '', 'secret'),
    ],
    _postman_variable_scope: 'environment',
  };
}
