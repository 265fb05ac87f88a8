import type { OperationModel } from '../../../lib/reference';
import { resourceActions } from './shape';

const op = (httpMethod: string, path: string) => ({ httpMethod, path }) as OperationModel;

test('collections, items, sub-collections and singletons come from the path templates', () => {
  const operations = [
    op('POST', '/v1/accounts/{accountId}/clickwraps'),
    op('GET', '/v1/accounts/{accountId}/clickwraps'),
    op('GET', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}'),
    op('PUT', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}'),
    op('DELETE', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}'),
    op('POST', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}/versions'),
    op('GET', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}/versions/{versionId}'),
    op('GET', '/v1/accounts/{accountId}/settings'),
    op('PUT', '/v1/accounts/{accountId}/settings'),
    op('GET', '/v1/service_information'),
    op('POST', '/v1/accounts'),
    op('GET', '/v1/accounts/{accountId}'),
    op('POST', '/v1/accounts/{accountId}/clickwraps/{clickwrapId}/views/recipient'),
  ];
  const actions = resourceActions(operations);
  const kind = (index: number) => actions.get(operations[index])?.kind;
  expect(operations.map((_, index) => kind(index))).toEqual([
    'create',
    'list',
    'read',
    'replace',
    'remove',
    'create',
    'read',
    'readSingleton',
    'writeSingleton',
    undefined, // read-only, nothing writes it: no state
    undefined, // accounts are the platform's own
    undefined,
    undefined, // an action, not a resource
  ]);
  const versions = actions.get(operations[5])!.collection;
  expect(versions).toMatchObject({
    key: '/accounts/{}/clickwraps/{}/versions',
    idParam: 'versionId',
    scopeParams: ['accountId', 'clickwrapId'],
    parent: { key: '/accounts/{}/clickwraps', idParam: 'clickwrapId' },
  });
});

test('versions of an API share a collection', () => {
  const operations = [
    op('POST', '/v2/accounts/{a}/brands'),
    op('GET', '/v2.1/accounts/{a}/brands/{brandId}'),
  ];
  const actions = resourceActions(operations);
  expect(actions.get(operations[0])?.collection.key).toBe(
    actions.get(operations[1])?.collection.key,
  );
});
