/** @jest-environment node */
import { fixtureEntry } from './__fixtures__/fixtureSpecs';
import { operationForPage, schemaChunks } from './inline';
import { normaliseSpec } from './normaliseSpec';

/** A Swagger 2.0 spec of 40 operations over 8 categories, sharing nested, recursive schemas. */
function fortyOperationSpec(): object {
  const paths: Record<string, object> = {};
  const categories = Array.from({ length: 8 }, (_, i) => ({
    name: `Category${i}`,
    summary: `Category ${i}`,
  }));
  for (let i = 0; i < 20; i += 1) {
    const category = `Category${i % 8}`;
    const op = (method: string) => ({
      tags: [`Resource${i}`],
      'x-ds-method': method,
      'x-ds-service': category,
      description: `Does **${method}** on resource ${i}. See https://example.test/${i}`,
      parameters: [
        { name: 'accountId', in: 'path', required: true, type: 'string' },
        { name: 'body', in: 'body', schema: { $ref: '#/definitions/Node' } },
      ],
      responses: { '200': { description: 'OK', schema: { $ref: '#/definitions/Node' } } },
    });
    paths[`/v2/accounts/{accountId}/resource${i}`] = { post: op('create'), get: op('list') };
  }
  const node = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `field${i}`,
        { type: 'string', maxLength: 100, description: `Field ${i}.` },
      ]),
    ),
  };
  Object.assign(node.properties, {
    children: { type: 'array', items: { $ref: '#/definitions/Node' } },
  });
  return {
    swagger: '2.0',
    info: { title: 'Forty', version: 'v1' },
    'x-ds-categories': categories,
    paths,
    definitions: { Node: node },
  };
}

it('normalises a 40-operation spec, pages and chunks included, well under a second', () => {
  const spec = fortyOperationSpec();
  const started = performance.now();
  const entry = fixtureEntry();
  const model = normaliseSpec(spec, {
    file: 'forty.json',
    entry,
    version: 'v1',
    isPrimary: true,
    basePath: '/x/',
    warn: () => undefined,
  });
  const operations = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
  operations.forEach((operation) => operationForPage(model, operation));
  schemaChunks(model);
  const elapsed = performance.now() - started;
  expect(operations).toHaveLength(40);
  expect(model.categories).toHaveLength(8);
  expect(elapsed).toBeLessThan(1000);
});
