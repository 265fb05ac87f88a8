/** @jest-environment node */
import { fixtureEntry, readFixture } from './__fixtures__/fixtureSpecs';
import { normaliseSpec } from './normaliseSpec';
import { crossVersionKey, versionDiff } from './versionDiff';

const entry = fixtureEntry({ legacyVersions: [{ value: 'v1', swaggerName: 'rooms-v1' }] });
const model = (file: string, version: string, isPrimary: boolean) =>
  normaliseSpec(readFixture(`versions/${file}`), {
    file,
    entry,
    version,
    isPrimary,
    basePath: isPrimary ? '/docs/fixture-api/reference/' : '/docs/fixture-api/v1/reference/',
    warn: () => undefined,
  });

const legacy = model('rooms-v1.yaml', 'v1', false);
const primary = model('rooms-v2.yaml', 'v2', true);
const diff = versionDiff(legacy, primary);

test('an operation is the same across versions whatever the version segment', () => {
  expect(crossVersionKey({ httpMethod: 'get', path: '/v2.1/accounts/{accountId}/rooms' })).toBe(
    crossVersionKey({ httpMethod: 'GET', path: '/v2/accounts/{id}/Rooms' }),
  );
});

test('lists the operations added and removed', () => {
  expect(diff.added.map((op) => `${op.httpMethod} ${op.path}`)).toEqual([
    'GET /v2/accounts/{accountId}/rooms/{roomId}/documents',
  ]);
  expect(diff.removed.map((op) => `${op.httpMethod} ${op.path}`)).toEqual([
    'POST /v1/accounts/{accountId}/rooms/{roomId}/archive',
  ]);
});

test('lists per operation the parameters, body and response fields added, removed or retyped', () => {
  const byName = Object.fromEntries(diff.changed.map((c) => [c.operation.name, c.fields]));
  expect(Object.keys(byName).sort()).toEqual(['Rooms_Create', 'Rooms_List']);
  expect(byName.Rooms_List).toEqual([
    {
      field: 'query count',
      where: 'parameter',
      change: 'type',
      from: 'string',
      to: 'integer(int32)',
    },
    {
      field: '200 rooms[].roomId',
      where: 'response',
      change: 'type',
      from: 'integer',
      to: 'string',
    },
    { field: '200 rooms[].owner.phone', where: 'response', change: 'added', to: 'string' },
    { field: 'query legacy_filter', where: 'parameter', change: 'removed', from: 'string' },
    { field: '200 rooms[].fax', where: 'response', change: 'removed', from: 'string' },
  ]);
  expect(byName.Rooms_Create).toEqual([
    { field: 'body roomId', where: 'body', change: 'type', from: 'integer', to: 'string' },
    { field: 'body owner.phone', where: 'body', change: 'added', to: 'string' },
    { field: '201 roomId', where: 'response', change: 'type', from: 'integer', to: 'string' },
    { field: '201 owner.phone', where: 'response', change: 'added', to: 'string' },
    { field: 'body fax', where: 'body', change: 'removed', from: 'string' },
    { field: '201 fax', where: 'response', change: 'removed', from: 'string' },
  ]);
});

test('two identical versions have no changes', () => {
  expect(versionDiff(primary, primary)).toEqual({ added: [], removed: [], changed: [] });
});
