// `npm run bench:normalise`: time to normalise a 40-operation spec (8 categories, nested and
// recursive schemas) into the reference model, with each method's page operation and the schema
// chunks, as the build does per API. Prints the median and worst of 20 runs after a warm-up.
// Not part of `npm test`: it prints figures.
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/cjs/api';
import { percentile } from './lib/searchCorpus.mjs';

register();
const require = createRequire(import.meta.url);
const openapi = path.resolve(import.meta.dirname, '../lib/reference');
const { fixtureEntry } = require(path.join(openapi, '__fixtures__/fixtureSpecs.ts'));
const { operationForPage, schemaChunks } = require(path.join(openapi, 'budget.ts'));
const { normaliseSpec } = require(path.join(openapi, 'normaliseSpec.ts'));

/** A Swagger 2.0 spec of 40 operations over 8 categories, sharing nested, recursive schemas. */
function fortyOperationSpec() {
  const paths = {};
  const categories = Array.from({ length: 8 }, (_, i) => ({
    name: `Category${i}`,
    summary: `Category ${i}`,
  }));
  for (let i = 0; i < 20; i += 1) {
    const category = `Category${i % 8}`;
    const op = (method) => ({
      tags: [`Resource${i}`],
      'x-ds-method': method,
      'x-ds-service': category,
      description: `Does **${method}** on resource ${i}. See https://example.test/${i}`,
      parameters: [
        { name: 'accountId', in: 'path', required: true, type: 'string' },
        { name: 'body', in: 'body', schema: { $ref: '#/definitions/Node' } },
      ],
      responses: { 200: { description: 'OK', schema: { $ref: '#/definitions/Node' } } },
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
  node.properties.children = { type: 'array', items: { $ref: '#/definitions/Node' } };
  return {
    swagger: '2.0',
    info: { title: 'Forty', version: 'v1' },
    'x-ds-categories': categories,
    paths,
    definitions: { Node: node },
  };
}

function normaliseOnce() {
  const started = performance.now();
  const model = normaliseSpec(fortyOperationSpec(), {
    file: 'forty.json',
    entry: fixtureEntry(),
    version: 'v1',
    isPrimary: true,
    basePath: '/x/',
    warn: () => undefined,
  });
  const operations = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
  operations.forEach((operation) => operationForPage(model, operation));
  schemaChunks(model);
  return { ms: performance.now() - started, operations: operations.length };
}

const first = normaliseOnce();
const runs = Array.from({ length: 20 }, () => normaliseOnce().ms).sort((a, b) => a - b);
console.info(`normalise: ${first.operations} operations, 8 categories`);
console.info(`first run ${first.ms.toFixed(1)} ms (cold)`);
console.info(
  `p50 ${percentile(runs, 50).toFixed(1)} ms, worst ${runs.at(-1).toFixed(1)} ms (20 runs)`,
);
