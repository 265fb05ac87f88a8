/** @jest-environment node */
import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import { closestPath, versionLinks } from './versions';

const op = (slug: string, operationId: string): OperationModel => ({
  slug,
  name: slug,
  operationId,
  httpMethod: 'GET',
  path: `/${slug}`,
  summary: '',
  descriptionHtml: '',
  deprecated: false,
  parameters: [],
  responses: [],
  scopes: [],
});

const model = (version: string, basePath: string, resources: Record<string, OperationModel[]>) =>
  ({
    apiName: 'esignature-v2.1',
    version,
    basePath,
    categories: [
      {
        name: 'Envelopes',
        slug: 'envelopes',
        summary: '',
        descriptionHtml: '',
        resources: Object.entries(resources).map(([slug, methods]) => ({
          name: slug,
          slug,
          descriptionHtml: '',
          methods,
        })),
      },
    ],
  }) as unknown as ApiReferenceModel;

const v21 = model('v2.1', '/r/', {
  envelopes: [op('create', 'Envelopes_Post'), op('purge', 'Purge')],
});
const v2 = model('v2', '/v2/r/', {
  envelopes: [op('create', 'Envelopes_Post')],
  old: [op('move', 'Purge')],
});

test('the same category/resource/method slug wins', () => {
  expect(closestPath(v2, { category: 'envelopes', resource: 'envelopes', method: 'create' })).toBe(
    '/v2/r/envelopes/envelopes/create/',
  );
});

test('else the same operationId anywhere in the other version', () => {
  expect(
    closestPath(v2, {
      category: 'envelopes',
      resource: 'envelopes',
      method: 'purge',
      operationId: 'Purge',
    }),
  ).toBe('/v2/r/envelopes/old/move/');
});

test("else that version's landing page", () => {
  expect(
    closestPath(v2, {
      category: 'envelopes',
      resource: 'envelopes',
      method: 'x',
      operationId: 'None',
    }),
  ).toBe('/v2/r/');
  expect(closestPath(v2, { category: 'users' })).toBe('/v2/r/');
  expect(closestPath(v2, { category: 'envelopes', resource: 'old' })).toBe('/v2/r/envelopes/old/');
});

test('the current version is marked and keeps the current path', () => {
  const at = { category: 'envelopes', resource: 'envelopes', method: 'create' };
  expect(versionLinks([v21, v2], v21, at, '/r/envelopes/envelopes/create/')).toEqual([
    { version: 'v2.1', tag: undefined, path: '/r/envelopes/envelopes/create/', current: true },
    { version: 'v2', tag: undefined, path: '/v2/r/envelopes/envelopes/create/', current: false },
  ]);
});

test('a legacy version links to what changed from it to the primary one', () => {
  const primary = { ...v21, isPrimary: true };
  const legacy = { ...v2, isPrimary: false };
  const links = versionLinks([primary, legacy], legacy, {}, '/v2/r/');
  expect(links[0].changesPath).toBeUndefined();
  expect(links[1]).toMatchObject({ version: 'v2', current: true, changesPath: '/r/changes/v2/' });
});
