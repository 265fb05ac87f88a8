/** @jest-environment node */
import path from 'node:path';
import { FIXTURES } from './__fixtures__/fixtureSpecs';
import { referenceCatalog } from './catalog';
import { indexOperations } from './operationIndex';
import { readRegistry } from './registry';

const saved = { ...process.env };
beforeAll(() => {
  process.env.DEVCENTER_API_REGISTRY = path.join(FIXTURES, 'registry.json');
  process.env.DEVCENTER_SPECS_DIR = FIXTURES;
});
afterAll(() => {
  process.env = { ...saved };
});

const index = async () => indexOperations(await referenceCatalog(), readRegistry());

test('finds an operation by method and path template, the primary version first', async () => {
  const found = (await index()).byMethodAndPath(
    'swagger2-extensions',
    'get',
    '/v2/accounts/{accountId}',
  );
  expect(found?.operation.operationId).toBe('Accounts_GetAccount');
  expect(found?.api.model.isPrimary).toBe(true);
  expect(found?.api.basePath).toBe('/fixture');
  expect(found?.resource.methods).toContain(found?.operation);
});

test('finds an operation by operationId, in one API or in all', async () => {
  const catalog = await index();
  expect(catalog.byOperationId(undefined, 'Envelopes_PostEnvelopes')?.operation.httpMethod).toBe(
    'POST',
  );
  expect(catalog.byOperationId('oas30-plain', 'Envelopes_PostEnvelopes')).toBeUndefined();
  expect(catalog.byOperationId('swagger2-extensions', 'NoSuchOperation')).toBeUndefined();
});

test('lists every operation, of all APIs, of one API name or of one version', async () => {
  const catalog = await index();
  const all = catalog.operations();
  expect(all.length).toBeGreaterThan(3);
  // The primary's name covers its legacy versions too; a version's own name only itself.
  expect(catalog.operations('swagger2-extensions')).toHaveLength(all.length);
  const legacy = catalog.apis.find((api) => !api.model.isPrimary)!;
  expect(catalog.operationsOf(legacy).every((found) => found.api === legacy)).toBe(true);
  expect(catalog.operations('oas30-plain')).toEqual(catalog.operationsOf(legacy));
  expect(catalog.knows('oas30-plain')).toBe(true);
  expect(catalog.knows('unknown')).toBe(false);
});
