import type { SchemaModel } from '../../../../../lib/reference/model';
import { expandWithinBudget, schemaChunks } from '../../../../../lib/reference/budget';
import { wideSchemas } from '../../../../../lib/reference/__fixtures__/wideSchemas';
import { loadDefinitions } from './useBodyJsonSchema';

const truncated = (name: string): SchemaModel => ({
  refName: name,
  truncated: true,
  constraints: {},
});

const objectWith = (name: string, ...children: string[]): SchemaModel => ({
  type: 'object',
  refName: name,
  constraints: {},
  properties: children.map((child) => ({ name: child, required: false, schema: truncated(child) })),
});

// A small graph: A -> B, C; B -> C, D; C -> A (a cycle); D is missing.
const CHUNKS: Record<string, SchemaModel> = {
  A: objectWith('A', 'B', 'C'),
  B: objectWith('B', 'C', 'D'),
  C: objectWith('C', 'A'),
};

function loader() {
  const requested: string[] = [];
  const load = (name: string) => {
    requested.push(name);
    const chunk = CHUNKS[name];
    return chunk ? Promise.resolve(chunk) : Promise.reject(new Error(`404 ${name}`));
  };
  return { load, requested };
}

describe('loadDefinitions', () => {
  it('loads every chunk reachable from the schema once, and skips those that fail', async () => {
    const { load, requested } = loader();
    const definitions = await loadDefinitions(objectWith('root', 'A'), load);
    expect(Object.keys(definitions).sort()).toEqual(['A', 'B', 'C']);
    expect([...requested].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('stops at the limit', async () => {
    const { load, requested } = loader();
    const definitions = await loadDefinitions(objectWith('root', 'A'), load, 2);
    expect(requested).toHaveLength(2);
    expect(Object.keys(definitions).sort()).toEqual(['A', 'B']);
  });

  it('loads nothing for a schema the page carries whole', async () => {
    const { load, requested } = loader();
    expect(await loadDefinitions({ type: 'string', constraints: {} }, load)).toEqual({});
    expect(requested).toEqual([]);
  });
});

describe('loadDefinitions on a level split into part files', () => {
  it('follows the allOf chain of parts, so validation and completion know every property', async () => {
    const chunks = schemaChunks({ schemas: wideSchemas() });
    const page = expandWithinBudget(
      [{ refName: 'accountSettings', constraints: {} }],
      wideSchemas(),
    );
    const definitions = await loadDefinitions(page[0], (name) => Promise.resolve(chunks[name]));
    const parts = Object.keys(definitions).filter((name) => name.startsWith('accountSettings~'));
    expect(parts.length).toBeGreaterThan(1);
    const names = [page[0], ...parts.map((name) => definitions[name])].flatMap((part) =>
      (part.properties ?? []).map((property) => property.name),
    );
    expect(names).toHaveLength(588);
  });
});
