/** @jest-environment node */
import { loadApiReferences, operationForPage, readRegistry } from '../../../lib/reference';
import type { ApiReferenceModel, MediaModel } from '../../../lib/reference/model';
import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import {
  generateExample,
  GENERATED_EXAMPLE_BYTES,
  withGeneratedExamples,
} from './generatedExamples';
import { referencePages } from './pageContexts';

// The bundled specs through the real pipeline, with generated examples as a build makes them.
let models: ApiReferenceModel[];

beforeAll(async () => {
  models = await loadApiReferences({ registry: readRegistry(), warn: () => undefined });
});

const media = (schema: MediaModel['schema'], contentType = 'application/json'): MediaModel => ({
  contentType,
  schema,
  examples: [],
  binary: false,
});

test('an example is generated from the schema, leaving readOnly out of requests', () => {
  const schemas = {
    Pet: {
      type: 'object',
      properties: [
        {
          name: 'id',
          required: true,
          schema: { type: 'integer', readOnly: true, constraints: {} },
        },
        {
          name: 'name',
          required: true,
          schema: { type: 'string', example: 'Rex', constraints: {} },
        },
        {
          name: 'owner',
          required: false,
          schema: { refName: 'Owner', truncated: true, constraints: {} },
        },
      ],
      constraints: {},
    },
    Owner: {
      type: 'object',
      properties: [
        {
          name: 'email',
          required: true,
          schema: { type: 'string', format: 'email', constraints: {} },
        },
      ],
      constraints: {},
    },
  };
  const body = media({ refName: 'Pet', truncated: true, constraints: {} });
  expect(generateExample({ schemas }, body, 'request', 'POST /pets')).toEqual({
    name: 'Rex',
    owner: { email: 'sender@example.com' },
  });
  const answered = generateExample({ schemas }, body, 'response', 'POST /pets') as { id: number };
  expect(answered).toEqual({
    id: expect.any(Number),
    name: 'Rex',
    owner: { email: 'sender@example.com' },
  });
  // an id made from the operation: never 0, the same on the next build
  expect(answered.id).toBeGreaterThan(0);
  expect(generateExample({ schemas }, body, 'response', 'POST /pets')).toEqual(answered);
  expect(
    generateExample({ schemas }, media(body.schema, 'application/pdf'), 'response'),
  ).toBeUndefined();
});

test('a body too deep for the budget is sampled shallower, never over it', () => {
  const level = (depth: number): MediaModel['schema'] => ({
    type: 'object',
    constraints: {},
    properties: [
      { name: 'description', required: false, schema: { type: 'string', constraints: {} } },
      ...(['a', 'b', 'c', 'd'] as const).map((name) => ({
        name,
        required: false,
        schema: depth > 0 ? level(depth - 1)! : { type: 'string', constraints: {} },
      })),
    ],
  });
  const value = generateExample({ schemas: {} }, media(level(7)), 'response');
  const text = JSON.stringify(value);
  expect(text.length).toBeLessThanOrEqual(GENERATED_EXAMPLE_BYTES);
  expect(text.length).toBeGreaterThan(GENERATED_EXAMPLE_BYTES / 4);
  expect(text).toContain('Agreements sent from the sample integration.');
});

test('bundled method pages: every JSON body shows an example, page contexts stay small', () => {
  const started = Date.now();
  let bodies = 0;
  let generated = 0;
  let largest = 0;
  for (const model of models) {
    const pages = referencePages(model, {
      siteUrl: 'http://localhost:9000',
      siblings: [model],
      operationForPage: (m, op) => withGeneratedExamples(m, operationForPage(m, op)),
    });
    for (const page of pages.filter((p) => p.template === 'method')) {
      const { operation } = page.context as MethodPageContext;
      largest = Math.max(largest, JSON.stringify(page.context).length);
      const all = [
        ...(operation.requestBody?.content ?? []),
        ...operation.responses.flatMap((r) => r.content),
      ].filter((m) => m.schema && !m.binary && /json/.test(m.contentType));
      bodies += all.length;
      for (const item of all) {
        expect(item.examples.length).toBeGreaterThan(0);
        for (const example of item.examples.filter((e) => e.generated)) {
          generated += 1;
          expect(JSON.stringify(example.value).length).toBeLessThanOrEqual(GENERATED_EXAMPLE_BYTES);
        }
      }
    }
  }
  console.log({ bodies, generated, largest, ms: Date.now() - started });
  expect(generated).toBeGreaterThan(0);
  expect(largest).toBeLessThan(90 * 1024);
});
