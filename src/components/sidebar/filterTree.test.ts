import { filterTree, methodMatch } from './filterTree';
import type { SidebarMethod } from '../../../lib/site/sidebarTree';
import { sidebarTree } from '../reference/__fixtures__/referenceModel';

const prefix = '/v2.1/accounts/{accountId}';
const getEnvelope: SidebarMethod = {
  name: 'get',
  httpMethod: 'GET',
  apiPath: '/envelopes/{envelopeId}',
  operationId: 'Envelopes_GetEnvelope',
  sdkMethodName: 'readEnvelope',
};

test('a method is found by name first, then path, operationId and SDK method name', () => {
  expect(methodMatch(getEnvelope, 'get', prefix)).toEqual({ by: 'name' });
  expect(methodMatch(getEnvelope, '/envelopes/{envelopeid}', prefix)).toEqual({
    by: 'path',
    text: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  });
  expect(methodMatch(getEnvelope, 'accounts/{accountid}/envelopes', prefix)?.by).toBe('path');
  expect(methodMatch(getEnvelope, 'envelopes_getenvelope', prefix)).toEqual({
    by: 'operationId',
    text: 'Envelopes_GetEnvelope',
  });
  expect(methodMatch(getEnvelope, 'readenv', prefix)).toEqual({
    by: 'sdkMethodName',
    text: 'readEnvelope',
  });
  expect(methodMatch(getEnvelope, 'nothing', prefix)).toBeUndefined();
});

test("a path parameter's name does not decide a match, the rest of the path does", () => {
  expect(methodMatch(getEnvelope, '/envelopes/{id}', prefix)?.by).toBe('path');
  expect(methodMatch(getEnvelope, '/templates/{id}', prefix)).toBeUndefined();
  // without braces in the term, parameter names are plain text
  expect(methodMatch(getEnvelope, 'envelopeid}', prefix)?.by).toBe('path');
});

test('a method without the extra fields is found by name only', () => {
  const bare: SidebarMethod = { name: 'create', httpMethod: 'POST' };
  expect(methodMatch(bare, 'create')).toEqual({ by: 'name' });
  expect(methodMatch(bare, '/')).toBeUndefined();
});

test('the tree keeps matching methods with their parents, and whole sections named by the term', () => {
  const byPath = filterTree(sidebarTree.categories, '  /documents/{documentId} ', prefix);
  expect(byPath.map((c) => c.name)).toEqual(['Envelopes']);
  expect(byPath[0].resources.map((r) => r.name)).toEqual(['EnvelopeDocuments']);
  expect(
    filterTree(sidebarTree.categories, 'users_getusers', prefix)[0].resources[0].methods,
  ).toEqual([expect.objectContaining({ name: 'list' })]);
  expect(filterTree(sidebarTree.categories, 'USERS', prefix)).toEqual([sidebarTree.categories[1]]);
  expect(filterTree(sidebarTree.categories, '', prefix)).toBe(sidebarTree.categories);
});
