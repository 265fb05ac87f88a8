/** @jest-environment node */
import { loadApiReferences, readRegistry } from '../../../lib/reference';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import { methodPath } from '../../../lib/reference/urls';
import { sidebarMethodPath } from '../../../lib/site/sidebarTree';
import { buildSidebarTree, commonPathPrefix } from './sidebar';

let models: ApiReferenceModel[];

beforeAll(async () => {
  models = await loadApiReferences({ registry: readRegistry(), warn: () => undefined });
});

test('the shared prefix is made of whole path segments', () => {
  expect(commonPathPrefix(['/v2.1/accounts', '/v2.1/accounts/{accountId}/envelopes'])).toBe(
    '/v2.1/accounts',
  );
  expect(commonPathPrefix(['/v1/envelopes', '/v1/envelopes2'])).toBe('/v1');
  expect(commonPathPrefix(['/a/b'])).toBe('/a/b');
  expect(commonPathPrefix(['/a', '/b'])).toBe('');
  expect(commonPathPrefix([])).toBe('');
});

test('every method of every bundled API keeps its page URL, API path, operationId and SDK name', () => {
  for (const model of models) {
    const tree = buildSidebarTree(model);
    model.categories.forEach((category, c) =>
      category.resources.forEach((resource, r) =>
        resource.methods.forEach((operation, m) => {
          const treeResource = tree.categories[c].resources[r];
          const method = treeResource.methods[m];
          expect(sidebarMethodPath(treeResource, method)).toBe(
            methodPath(model, category, resource, operation),
          );
          expect(`${tree.apiPathPrefix}${method.apiPath}`).toBe(operation.path);
          expect([operation.name, method.operationId]).toContain(
            method.operationId ?? operation.name,
          );
          if (operation.operationId && !method.operationId) {
            expect(operation.operationId.toLowerCase()).toBe(operation.name.toLowerCase());
          }
          if (operation.sdkMethodName && !method.sdkMethodName) {
            expect([operation.name, operation.operationId].map((s) => s?.toLowerCase())).toContain(
              operation.sdkMethodName.toLowerCase(),
            );
          }
          expect(method.deprecated).toBe(operation.deprecated ? true : undefined);
        }),
      ),
    );
  }
});

test('create envelope in the sidebar: what the filter finds it by', () => {
  const esign = models.find((m) => m.swaggerName === 'esignature-v2.1')!;
  const tree = buildSidebarTree(esign);
  expect(tree.apiPathPrefix).toBe('/v2.1/accounts');
  const create = tree.categories
    .flatMap((c) => c.resources)
    .find((r) => r.name === 'Envelopes')!
    .methods.find((m) => m.name === 'create')!;
  expect(create).toEqual({
    name: 'create',
    httpMethod: 'POST',
    apiPath: '/{accountId}/envelopes',
    operationId: 'Envelopes_PostEnvelopes',
    sdkMethodName: 'createEnvelope',
  });
});

test('the sidebar slice stays small: 2 KB of JSON per version, 200 bytes per operation', () => {
  for (const model of models) {
    const operations = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
    const bytes = JSON.stringify(buildSidebarTree(model)).length;
    expect(bytes).toBeLessThan(2048 + 200 * operations.length);
  }
});
