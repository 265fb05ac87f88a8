import fs from 'node:fs';
import path from 'node:path';
import type { SchemaModel } from '../../../../../../lib/reference/model';
import { normaliseSpec, operationForPage, readRegistry } from '../../../../../../lib/reference';

/**
 * The create-envelope body schema as its method page carries it, from the bundled spec (the
 * page's schema budget unless a test asks for a smaller one).
 */
export function envelopeCreateSchema(budget?: number): SchemaModel {
  const entry = readRegistry().find((candidate) => candidate.swaggerName === 'esignature-v2.1');
  if (!entry) throw new Error('esignature-v2.1 is not in the registry');
  const file = path.join(__dirname, '../../../../../../content/apis/specs/esignature-v2.1.json');
  const spec = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  const context = { file, entry, version: 'v2.1', isPrimary: true, basePath: '/', warn: () => {} };
  const model = normaliseSpec(spec, context);
  const operation = model.categories
    .flatMap((category) => category.resources)
    .flatMap((resource) => resource.methods)
    .find((method) => method.operationId === 'Envelopes_PostEnvelopes');
  const schema =
    operation && operationForPage(model, operation, budget).requestBody?.content[0]?.schema;
  if (!schema) throw new Error('create envelope has no body schema');
  return schema;
}

const c = {};
const text: SchemaModel = { type: 'string', constraints: c };

/** A hand-made schema: nested objects, arrays of objects and of scalars, enums of two kinds. */
export const orderSchema: SchemaModel = {
  type: 'object',
  constraints: c,
  properties: [
    { name: 'title', required: true, schema: text },
    { name: 'count', required: false, schema: { type: 'integer', constraints: c } },
    { name: 'ratio', required: false, schema: { type: 'number', constraints: c } },
    { name: 'urgent', required: false, schema: { type: 'boolean', constraints: c } },
    {
      name: 'size',
      required: false,
      schema: { type: 'string', enum: ['small', 'large'], default: 'large', constraints: c },
    },
    {
      name: 'level',
      required: false,
      schema: { type: 'integer', enum: [1, 2, 3], constraints: c },
    },
    { name: 'id', required: false, schema: { type: 'string', readOnly: true, constraints: c } },
    {
      name: 'customer',
      required: false,
      schema: {
        type: 'object',
        refName: 'customer',
        constraints: c,
        properties: [
          { name: 'name', required: true, schema: text },
          {
            name: 'address',
            required: false,
            schema: {
              type: 'object',
              constraints: c,
              properties: [{ name: 'city', required: false, schema: text }],
            },
          },
        ],
      },
    },
    {
      name: 'lines',
      required: false,
      schema: {
        type: 'array',
        constraints: c,
        items: {
          type: 'object',
          refName: 'line',
          constraints: c,
          properties: [
            { name: 'sku', required: true, schema: text },
            {
              name: 'note',
              required: false,
              schema: { refName: 'note', truncated: true, type: 'object', constraints: c },
            },
          ],
        },
      },
    },
    { name: 'tags', required: false, schema: { type: 'array', items: text, constraints: c } },
  ],
};

/** The chunk the page left out for orderSchema's truncated `note`. */
export const noteChunk: SchemaModel = {
  type: 'object',
  refName: 'note',
  constraints: c,
  properties: [
    {
      name: 'kind',
      required: true,
      schema: { type: 'string', enum: ['info', 'warn'], constraints: c },
    },
  ],
};
