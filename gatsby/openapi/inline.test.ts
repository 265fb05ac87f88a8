/** @jest-environment node */
import { findMethod, normaliseFixture } from './__fixtures__/fixtureSpecs';
import { inlineSchema, operationForPage, schemaChunks } from './inline';
import type { SchemaModel } from './model';

const ref = (refName: string): SchemaModel => ({ refName, constraints: {} });

describe('inlineSchema', () => {
  const model = normaliseFixture('swagger2-extensions.json');

  it('terminates on a recursive schema, leaving a truncated node where it recurs', () => {
    const folder = inlineSchema(ref('Folder'), model.schemas, 10);
    const nested = folder.properties?.find((p) => p.name === 'folders')?.schema.items;
    expect(folder).toMatchObject({ refName: 'Folder', type: 'object' });
    expect(nested).toEqual({ refName: 'Folder', truncated: true, type: 'object', constraints: {} });
  });

  it('expands refs up to the given depth and truncates beyond it', () => {
    const accounts = inlineSchema(ref('Accounts'), model.schemas, 1);
    const folders = accounts.properties?.find((p) => p.name === 'folders')?.schema;
    expect(folders?.items).toEqual({
      refName: 'Folder',
      truncated: true,
      type: 'object',
      constraints: {},
    });
    const deeper = inlineSchema(ref('Accounts'), model.schemas, 2);
    expect(deeper.properties?.[1].schema.items?.properties?.[0]).toMatchObject({ name: 'name' });
    expect(inlineSchema(ref('Accounts'), model.schemas, 0)).toMatchObject({ truncated: true });
  });

  it('marks a ref to a schema that does not exist as unknown', () => {
    expect(inlineSchema(ref('Nope'), model.schemas, 3)).toEqual({
      refName: 'Nope',
      unknown: true,
      constraints: {},
    });
  });

  it('gives a method page its operation with schemas inlined, leaving the model untouched', () => {
    const create = findMethod(model, 'Envelopes', 'create');
    const page = operationForPage(model, create, 2);
    const body = page.requestBody?.content[0].schema;
    expect(body?.properties?.map((p) => p.name)).toEqual(['status', 'emailSubject', 'documents']);
    expect(body?.properties?.[2].schema.items).toMatchObject({
      refName: 'Document',
      type: 'object',
    });
    expect(create.requestBody?.content[0].schema).toEqual(ref('Envelopes'));
  });

  it('emits one chunk per named schema, each expanded below itself', () => {
    const chunks = schemaChunks(model, 1);
    expect(Object.keys(chunks).sort()).toEqual(Object.keys(model.schemas).sort());
    expect(chunks.Envelopes.properties?.[2].schema.items).toMatchObject({
      refName: 'Document',
      properties: expect.any(Array),
    });
    const folder = chunks.Folder.properties?.[1].schema.items;
    expect(folder).toMatchObject({ refName: 'Folder', truncated: true });
  });
});
