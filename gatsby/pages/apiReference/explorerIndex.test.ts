/** @jest-environment node */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { explorerIndex, writeExplorerIndex } from './explorerIndex';

const operation = {
  slug: 'create',
  name: 'create',
  httpMethod: 'POST',
  path: '/v2.1/accounts/{accountId}/envelopes',
};
const model = (apiName: string) =>
  ({
    apiName,
    swaggerName: apiName,
    displayName: apiName,
    version: 'v1',
    isPrimary: true,
    basePath: `/docs/${apiName}/reference/`,
    categories: [
      {
        name: 'Envelopes',
        slug: 'envelopes',
        resources: [{ name: 'Envelopes', slug: 'envelopes', methods: [operation] }],
      },
    ],
  }) as unknown as ApiReferenceModel;
const registry = new Map<string, RegistryEntry>([
  ['open', { hasApiExplorer: true } as RegistryEntry],
  ['closed', { hasApiExplorer: false } as RegistryEntry],
]);

test('lists only APIs with an explorer, down to the method page', () => {
  const index = explorerIndex([model('open'), model('closed')], registry);
  expect(index.map((api) => api.apiName)).toEqual(['open']);
  expect(index[0].categories[0].resources[0].methods[0]).toEqual({
    name: 'create',
    httpMethod: 'POST',
    path: '/v2.1/accounts/{accountId}/envelopes',
    pagePath: '/docs/open/reference/envelopes/envelopes/create/',
  });
});

test('writes public/api-explorer/index.json', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'explorer-index-'));
  await writeExplorerIndex(dir, [model('open')], registry);
  const written = JSON.parse(await readFile(path.join(dir, 'api-explorer/index.json'), 'utf8'));
  expect(written.apis).toHaveLength(1);
});
