/** @jest-environment node */
import Ajv from 'ajv';
import {
  jsonSchemaDefinitions,
  toJsonSchema as convert,
  validationJsonSchemaOptions,
  type OperationModel,
  type SchemaModel,
} from '../../../lib/reference';
import type { IndexedApi } from '../../../lib/reference';
import { checkBody } from './validate';
import { compileRoutes, matchRoute } from './match';
import { samplePdf } from './pdf';
import { sampleAnswer, successResponse } from '../../../lib/reference';

const s = (schema: Partial<SchemaModel>): SchemaModel => ({ constraints: {}, ...schema });

const schemas: Record<string, SchemaModel> = {
  node: s({
    type: 'object',
    properties: [
      {
        name: 'name',
        required: true,
        schema: s({ type: 'string', constraints: { maxLength: 5 } }),
      },
      { name: 'child', required: false, schema: s({ refName: 'node' }) },
      { name: 'id', required: true, schema: s({ type: 'string', readOnly: true }) },
    ],
  }),
};

describe('toJsonSchema with the validation options', () => {
  const options = validationJsonSchemaOptions('api', schemas);
  const toJsonSchema = (schema: SchemaModel) => convert(schema, options);
  const ajv = new Ajv({ strict: false });
  ajv.addSchema({ $id: 'api', definitions: jsonSchemaDefinitions(schemas, options) });
  const validate = ajv.compile(toJsonSchema(s({ refName: 'node' })));

  it('keeps named schemas as refs, so recursive schemas validate', () => {
    expect(validate({ name: 'a', child: { name: 'b', child: { name: 'c' } } })).toBe(true);
    expect(validate({ name: 'a', child: { name: 'too long' } })).toBe(false);
    expect(validate.errors?.[0].instancePath).toBe('/child/name');
  });

  it('requires required fields except read-only ones', () => {
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0].params).toEqual({ missingProperty: 'name' });
  });

  it('maps nullable, enum, exclusive bounds and ignores binary formats', () => {
    expect(
      toJsonSchema(
        s({
          type: 'integer',
          nullable: true,
          enum: [1, 2],
          constraints: { minimum: 0, exclusiveMinimum: true },
        }),
      ),
    ).toEqual({ type: ['integer', 'null'], enum: [1, 2, null], exclusiveMinimum: 0 });
    expect(toJsonSchema(s({ type: 'string', format: 'binary' }))).toEqual({
      type: 'string',
    });
    expect(toJsonSchema(s({ type: 'file' }))).toEqual({});
  });

  it('lists each enum value once, so a nullable enum that names null compiles', () => {
    const schema = toJsonSchema(
      s({ type: 'string', nullable: true, enum: ['sold', null, 'sold'] }),
    );
    expect(schema.enum).toEqual(['sold', null]);
    expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  });
});

describe('sampleAnswer', () => {
  it('prefers example, default and enum, then builds from the type and cuts recursion', () => {
    expect(sampleAnswer(s({ type: 'string', example: 'x', default: 'y' }), schemas)).toBe('x');
    expect(sampleAnswer(s({ type: 'string', default: 'y' }), schemas)).toBe('y');
    expect(sampleAnswer(s({ type: 'string', enum: ['sent'] }), schemas)).toBe('sent');
    expect(sampleAnswer(s({ type: 'string', format: 'uuid' }), schemas)).toMatch(/^[0-9a-f-]{36}$/);
    const sample = sampleAnswer(s({ refName: 'node' }), schemas) as Record<string, unknown>;
    expect(sample.name).toBe('Pat'); // a name, within its maxLength of 5
    expect(JSON.stringify(sample).length).toBeLessThan(2000);
  });

  it('picks the first 2xx response', () => {
    const operation = {
      responses: [
        { status: '400', content: [], headers: [] },
        {
          status: '201',
          content: [{ contentType: 'application/json', examples: [], binary: false }],
          headers: [],
        },
      ],
    } as unknown as OperationModel;
    expect(successResponse(operation).status).toBe(201);
  });
});

describe('matchRoute', () => {
  const op = (httpMethod: string, path: string) => ({ httpMethod, path }) as OperationModel;
  const api = { model: { swaggerName: 'api' } } as unknown as IndexedApi;
  const routes = compileRoutes(
    [
      op('GET', '/v2/accounts/{accountId}/envelopes/{envelopeId}'),
      op('GET', '/v2/accounts/{accountId}/envelopes/status'),
      op('PUT', '/v2/accounts/{accountId}/envelopes/{envelopeId}'),
    ].map((operation) => ({ api, operation })),
  );

  it('prefers literal segments and decodes parameters', () => {
    expect(
      matchRoute(routes, 'GET', '/v2/accounts/a%40b/envelopes/status')?.route.operation.path,
    ).toBe('/v2/accounts/{accountId}/envelopes/status');
    expect(matchRoute(routes, 'GET', '/v2/accounts/a%40b/envelopes/x')?.params).toEqual({
      accountId: 'a@b',
      envelopeId: 'x',
    });
  });

  it('answers undefined for other methods or paths and null for bad encoding', () => {
    expect(matchRoute(routes, 'DELETE', '/v2/accounts/a/envelopes/x')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/v2/accounts/a/envelopes/x/y')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/v2/accounts/%E0%A4%A/envelopes/x')).toBeNull();
  });
});

describe('samplePdf', () => {
  it('writes a PDF whose xref offsets point at its objects', () => {
    const text = samplePdf('Hello (world)').toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });
});

describe('checkBody', () => {
  it('answers unchecked rather than failing when a spec schema does not compile', () => {
    const body = s({
      type: 'object',
      properties: [
        {
          name: 'code',
          required: true,
          schema: s({ type: 'string', constraints: { pattern: '([' } }),
        },
      ],
    });
    const operation = {
      httpMethod: 'POST',
      path: '/things',
      requestBody: {
        required: true,
        content: [{ contentType: 'application/json', schema: body, examples: [], binary: false }],
      },
    } as unknown as OperationModel;
    const api = { model: { swaggerName: 'broken', schemas: {} } } as unknown as IndexedApi;
    expect(() => checkBody(api, operation, { code: 'x' })).not.toThrow();
    expect(checkBody(api, operation, { code: 'x' })).toBeUndefined();
  });
});
