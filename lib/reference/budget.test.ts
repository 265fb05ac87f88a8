/** @jest-environment node */
import { findMethod, normaliseFixture } from './__fixtures__/fixtureSpecs';
import { wideSchemas } from './__fixtures__/wideSchemas';
import {
  expandWithinBudget,
  operationForPage,
  PAGE_SCHEMA_BUDGET,
  partName,
  SCHEMA_PART_BYTES,
  schemaChunks,
} from './budget';
import type { SchemaModel } from './model';

const ref = (refName: string): SchemaModel => ({ refName, constraints: {} });
const field = (schema: SchemaModel | undefined, name: string) =>
  schema?.properties?.find((p) => p.name === name)?.schema;
const size = (value: unknown) => JSON.stringify(value).length;

describe('expandWithinBudget', () => {
  const schemas = wideSchemas();

  it('always expands the top level, even with no budget left', () => {
    const [body] = expandWithinBudget([ref('envelopeDefinition')], schemas, 0);
    expect(body.properties?.map((p) => p.name)).toEqual(['emailSubject', 'recipients', 'folders']);
    expect(field(body, 'recipients')).toEqual({
      refName: 'recipients',
      truncated: true,
      type: 'object',
      constraints: {},
    });
  });

  it('keeps a wide schema within the budget, breadth-first', () => {
    const [body] = expandWithinBudget([ref('envelopeDefinition')], schemas);
    expect(size(body)).toBeLessThanOrEqual(PAGE_SCHEMA_BUDGET);
    const signer = field(field(body, 'recipients'), 'signers')?.items;
    expect(signer?.properties?.map((p) => p.name)).toEqual(['name', 'email', 'tabs']);
    // the 39 tab lists each hold an 80-property tab: the first fit, the rest stay references
    const lists = field(signer, 'tabs')!.properties!.map((p) => p.schema.items!);
    expect(lists[0]).toMatchObject({ refName: 'signHere', properties: expect.any(Array) });
    expect(lists[38]).toMatchObject({ refName: 'tabType38', truncated: true });
  });

  it('ends inside a list: the first items that fit are expanded, the rest stay references', () => {
    const tabsLevel = size(expandWithinBudget([ref('tabs')], schemas, 0)[0]);
    const oneTab = size(expandWithinBudget([ref('signHere')], schemas, 0)[0]);
    const grows =
      oneTab - size({ refName: 'signHere', truncated: true, type: 'object', constraints: {} });
    const [tabs] = expandWithinBudget([ref('tabs')], schemas, tabsLevel + 2 * grows + 10);
    const lists = tabs.properties!.map((p) => p.schema.items!);
    expect(lists.slice(0, 2).every((item) => Array.isArray(item.properties))).toBe(true);
    expect(lists.slice(2).every((item) => item.truncated === true)).toBe(true);
    expect(size(tabs)).toBeLessThanOrEqual(tabsLevel + 2 * grows + 10);
  });

  it('never expands a named schema inside itself, however large the budget', () => {
    const [folder] = expandWithinBudget([ref('folder')], schemas, 10_000_000);
    expect(field(folder, 'folders')?.items).toEqual({
      refName: 'folder',
      truncated: true,
      type: 'object',
      constraints: {},
    });
  });

  it('marks a ref to a schema that does not exist as unknown', () => {
    expect(expandWithinBudget([ref('Nope')], schemas)).toEqual([
      { refName: 'Nope', unknown: true, constraints: {} },
    ]);
  });

  it('leaves the schemas it reads untouched', () => {
    const before = JSON.stringify(schemas);
    expandWithinBudget([ref('envelopeDefinition'), ref('tabs')], schemas);
    expect(JSON.stringify(schemas)).toBe(before);
  });
});

describe('operationForPage and schemaChunks', () => {
  const model = normaliseFixture('swagger2-extensions.json');

  it('gives a method page its operation with schemas expanded, leaving the model untouched', () => {
    const create = findMethod(model, 'Envelopes', 'create');
    const page = operationForPage(model, create);
    const body = page.requestBody?.content[0].schema;
    expect(body?.properties?.map((p) => p.name)).toEqual(['status', 'emailSubject', 'documents']);
    expect(body?.properties?.[2].schema.items).toMatchObject({
      refName: 'Document',
      type: 'object',
      properties: expect.any(Array),
    });
    expect(create.requestBody?.content[0].schema).toEqual(ref('Envelopes'));
  });

  it('emits one file per named schema holding only its own level', () => {
    const chunks = schemaChunks(model);
    expect(Object.keys(chunks).sort()).toEqual(Object.keys(model.schemas).sort());
    expect(chunks.Envelopes.properties?.[2].schema.items).toEqual({
      refName: 'Document',
      truncated: true,
      type: 'object',
      constraints: {},
    });
    expect(chunks.Folder).toMatchObject({ refName: 'Folder', type: 'object' });
  });

  it('keeps every schema file of a wide spec small', () => {
    const chunks = schemaChunks({ schemas: wideSchemas() });
    expect(Math.max(...Object.values(chunks).map(size))).toBeLessThan(100 * 1024);
    expect(field(chunks.signHere, 'metadata')).toMatchObject({
      refName: 'tabMetadata',
      truncated: true,
    });
  });
});

describe('a level wider than one file', () => {
  const schemas = wideSchemas();
  const chunks = schemaChunks({ schemas });

  it('is split into parts chained by allOf, every property in exactly one part', () => {
    const names: string[] = [];
    let part: SchemaModel | undefined = chunks.accountSettings;
    while (part) {
      expect(size(part)).toBeLessThanOrEqual(SCHEMA_PART_BYTES);
      names.push(...(part.properties ?? []).map((p) => p.name));
      const next: SchemaModel | undefined = part.allOf?.[0];
      if (next) expect(next).toMatchObject({ truncated: true, type: 'object' });
      part = next && chunks[next.refName!];
    }
    expect(names).toEqual(schemas.accountSettings.properties!.map((p) => p.name));
    expect(chunks[partName('accountSettings', 2)]).toBeDefined();
  });

  it('puts only its first part on a page, the rest fetched from the part files', () => {
    const [settings] = expandWithinBudget([ref('accountSettings')], schemas);
    expect(size(settings)).toBeLessThanOrEqual(SCHEMA_PART_BYTES + 200);
    expect(settings.properties?.[0].name).toBe('setting0');
    expect(settings.allOf).toEqual([chunks.accountSettings.allOf![0]]);
  });
});
