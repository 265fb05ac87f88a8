/** @jest-environment node */
import type { IndexedOperation, RegistryEntry } from '../../lib/reference';
import { fixtureEntry } from '../../lib/reference/__fixtures__/fixtureSpecs';
import { ExplorerInputError } from './explorerError';
import { targetUrlOf } from './targetUrlOf';

/** An indexed operation of an API with a registry entry, as the operation index holds it. */
function operationOf(entry: RegistryEntry, path: string): IndexedOperation {
  return {
    api: { entry, basePath: entry.apiBasePathDemo },
    operation: { path },
  } as unknown as IndexedOperation;
}

const ESIGN = operationOf(
  fixtureEntry({ swaggerName: 'esignature-v2.1', apiBasePathDemo: '/restapi' }),
  '/v2.1/accounts/{accountId}/envelopes',
);
const ADMIN = operationOf(
  fixtureEntry({
    swaggerName: 'admin-v2.1',
    apiBasePathDemo: '/adminapi',
    environments: {
      demo: { baseUrl: 'https://api-d.docusign.net/management' },
      production: { baseUrl: 'https://api.docusign.net/management' },
    },
  }),
  '/v2/organizations',
);
const DOCGEN = operationOf(
  fixtureEntry({
    swaggerName: 'docgen-v2.1',
    apiBasePathDemo: '/docgenapi',
    environments: { demo: { basePath: '/restapi' }, production: { basePath: '/restapi' } },
  }),
  '/v2.1/accounts/{accountId}/envelopes',
);

const EMBEDDED = { environment: 'demo', embedded: true } as const;
const DEMO = { environment: 'demo', embedded: false } as const;
const PRODUCTION = { environment: 'production', embedded: false } as const;
const accountId = { pathParameters: { accountId: 'a1' } };

/** The account's base_uri lookup, counting how often the user info would be asked. */
function baseUriOf(uri: string) {
  const lookup = Object.assign(async () => (lookup.calls++, uri), { calls: 0 });
  return lookup;
}

it('calls every API under the embedded platform at its local path', async () => {
  const sandbox = baseUriOf('http://127.0.0.1:9000/sandbox');
  expect(await targetUrlOf(ESIGN, EMBEDDED, sandbox, accountId)).toBe(
    'http://127.0.0.1:9000/sandbox/restapi/v2.1/accounts/a1/envelopes',
  );
  expect(await targetUrlOf(ADMIN, EMBEDDED, sandbox, {})).toBe(
    'http://127.0.0.1:9000/sandbox/adminapi/v2/organizations',
  );
  expect(await targetUrlOf(DOCGEN, EMBEDDED, sandbox, accountId)).toBe(
    'http://127.0.0.1:9000/sandbox/docgenapi/v2.1/accounts/a1/envelopes',
  );
});

it("calls an API under the base_uri at the account's base_uri on the real platform", async () => {
  const na2 = baseUriOf('https://na2.docusign.net');
  expect(await targetUrlOf(ESIGN, PRODUCTION, na2, accountId)).toBe(
    'https://na2.docusign.net/restapi/v2.1/accounts/a1/envelopes',
  );
  expect(await targetUrlOf(DOCGEN, DEMO, na2, accountId)).toBe(
    'https://na2.docusign.net/restapi/v2.1/accounts/a1/envelopes',
  );
});

it("calls an API with its own host there, without asking for the account's base_uri", async () => {
  const lookup = baseUriOf('https://demo.docusign.net');
  expect(await targetUrlOf(ADMIN, DEMO, lookup, {})).toBe(
    'https://api-d.docusign.net/management/v2/organizations',
  );
  expect(await targetUrlOf(ADMIN, PRODUCTION, lookup, {})).toBe(
    'https://api.docusign.net/management/v2/organizations',
  );
  expect(lookup.calls).toBe(0);
});

it('refuses, naming apiName, an environment the registry names no location for', async () => {
  const refusal = targetUrlOf(
    ADMIN,
    { environment: 'stage', embedded: false },
    baseUriOf('https://x.test'),
    {},
  );
  await expect(refusal).rejects.toBeInstanceOf(ExplorerInputError);
  await expect(refusal).rejects.toMatchObject({ field: 'apiName' });
});
