import { loadConfig } from '../config';

const base = { CODE_DEPOT_GRAPHQL_URL: 'https://api.code.example/graphql', CODE_DEPOT_ORG: 'acme' };

test('unset: no code depot (the code host or the manifest make the catalogue)', () => {
  expect(loadConfig({}).codeDepot).toBeUndefined();
});

test('reads the endpoint, organisation, token and time limit', () => {
  const config = loadConfig({
    ...base,
    CODE_DEPOT_TOKEN: ' t0ken ',
    CODE_DEPOT_TIMEOUT_MS: '4000',
  });
  expect(config.codeDepot).toEqual({
    url: 'https://api.code.example/graphql',
    org: 'acme',
    token: 't0ken',
    timeoutMs: 4000,
  });
  expect(loadConfig(base).codeDepot).toMatchObject({ token: undefined, timeoutMs: 10_000 });
});

test.each([
  [
    { CODE_DEPOT_GRAPHQL_URL: 'https://api.code.example/graphql' },
    'CODE_DEPOT_ORG (the organisation) must be set with CODE_DEPOT_GRAPHQL_URL',
  ],
  [
    { ...base, CODE_DEPOT_ORG: 'ac me' },
    'CODE_DEPOT_ORG must be an organisation name, got "ac me"',
  ],
  [
    { ...base, CODE_DEPOT_GRAPHQL_URL: 'api.code.example/graphql' },
    'CODE_DEPOT_GRAPHQL_URL must be an absolute http(s) URL',
  ],
  [
    { ...base, CODE_DEPOT_GRAPHQL_URL: 'https://user:pw@api.code.example/graphql' },
    'CODE_DEPOT_GRAPHQL_URL must be an absolute http(s) URL',
  ],
  [
    { ...base, CODE_DEPOT_TIMEOUT_MS: '5' },
    'CODE_DEPOT_TIMEOUT_MS must be an integer from 100 to 60000',
  ],
])('a wrong value stops start-up naming the variable (%#)', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});
