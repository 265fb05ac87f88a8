/** @jest-environment node */
import { fixtureEntry } from '../../../lib/reference/__fixtures__/fixtureSpecs';
import { normaliseSpec } from '../../../lib/reference/normaliseSpec';
import { CHANGES_PAGE_BYTES, versionChangesPage } from './versionChanges';

// Two versions of an API far apart, as a rewrite leaves them: every operation but a few is new
// or gone, and the ones in both have wide bodies whose fields all changed type.
function spec(version: string, own: string, fieldType: string) {
  const paths: Record<string, object> = {};
  for (let i = 0; i < 400; i += 1) {
    paths[`/${version}/accounts/{accountId}/${own}${i}`] = {
      get: {
        operationId: `${own}${i}_get`,
        tags: ['Things'],
        responses: { 200: { description: 'ok' } },
      },
    };
  }
  const wide = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 200 }, (_, f) => [`field${f}`, { type: fieldType }]),
    ),
  };
  for (let i = 0; i < 60; i += 1) {
    paths[`/${version}/accounts/{accountId}/shared${i}`] = {
      post: {
        operationId: `shared${i}_create`,
        tags: ['Shared'],
        requestBody: { content: { 'application/json': { schema: wide } } },
        responses: { 201: { description: 'created' } },
      },
    };
  }
  return { openapi: '3.0.3', info: { title: 'Wide API', version }, paths };
}

const entry = fixtureEntry({ legacyVersions: [{ value: 'v1', swaggerName: 'wide-v1' }] });
const model = (version: string, own: string, fieldType: string, isPrimary: boolean) =>
  normaliseSpec(spec(version, own, fieldType), {
    file: `wide-${version}.json`,
    entry,
    version,
    isPrimary,
    basePath: isPrimary ? '/docs/wide-api/reference/' : '/docs/wide-api/v1/reference/',
    warn: () => undefined,
  });

test('a changes page between versions far apart stays within its byte budget and keeps its counts', () => {
  const legacy = model('v1', 'old', 'string', false);
  const primary = model('v2', 'new', 'integer', true);
  const { context } = versionChangesPage(
    primary,
    legacy,
    [primary, legacy],
    'http://localhost',
    true,
  );
  expect(JSON.stringify(context).length).toBeLessThanOrEqual(CHANGES_PAGE_BYTES);
  // nothing is lost from the counts the page shows
  expect(context.added.length + context.moreAdded).toBe(400);
  expect(context.removed.length + context.moreRemoved).toBe(400);
  expect(context.changed.length + context.moreChanged).toBe(60);
  for (const change of context.changed) expect(change.fields.length + change.more).toBe(200);
  // and it still lists what fits, rather than nothing
  expect(context.added.length).toBeGreaterThan(0);
});

test('a small difference is listed whole', () => {
  const legacy = model('v1', 'same', 'string', false);
  const primary = model('v2', 'same', 'string', true);
  const { context } = versionChangesPage(
    primary,
    legacy,
    [primary, legacy],
    'http://localhost',
    true,
  );
  expect([context.moreAdded, context.moreRemoved, context.moreChanged]).toEqual([0, 0, 0]);
  expect(context.changed).toEqual([]);
});
