import type { SchemaModel } from './model';
import { CHILD_KEYWORDS, childSchemas, mapChildSchemas } from './schemaTree';

const leaf = (name: string): SchemaModel => ({ type: 'string', title: name, constraints: {} });

// One node holding a subschema under every child keyword of the model.
const everyKeyword: SchemaModel = {
  type: 'object',
  constraints: {},
  properties: [{ name: 'p', required: true, schema: leaf('p') }],
  items: leaf('items'),
  additionalProperties: leaf('additional'),
  oneOf: [leaf('one')],
  anyOf: [leaf('any')],
  allOf: [leaf('all')],
  prefixItems: [leaf('prefix')],
  patternProperties: [{ pattern: '^x-', schema: leaf('pattern') }],
  not: leaf('not'),
  if: leaf('if'),
  then: leaf('then'),
  else: leaf('else'),
};

test('childSchemas lists the subschema of every child keyword, in keyword order', () => {
  expect(childSchemas(everyKeyword).map((child) => child.title)).toEqual([
    'p',
    'items',
    'additional',
    'one',
    'any',
    'all',
    'prefix',
    'pattern',
    'not',
    'if',
    'then',
    'else',
  ]);
  expect(CHILD_KEYWORDS).toHaveLength(12);
});

test('mapChildSchemas maps the same subschemas, keeping each keyword shape', () => {
  const seen: string[] = [];
  const mapped = mapChildSchemas(everyKeyword, (child) => {
    seen.push(child.title as string);
    return child.title?.toUpperCase();
  });
  expect(seen).toEqual(childSchemas(everyKeyword).map((child) => child.title));
  expect(mapped.properties).toEqual([{ name: 'p', required: true, schema: 'P' }]);
  expect(mapped.patternProperties).toEqual([{ pattern: '^x-', schema: 'PATTERN' }]);
  expect(mapped.oneOf).toEqual(['ONE']);
  expect(mapped.else).toBe('ELSE');
});

test('only the keywords asked for, and never a boolean additionalProperties', () => {
  const mapped = mapChildSchemas({ ...everyKeyword, additionalProperties: false }, leafTitle, [
    'items',
    'additionalProperties',
  ]);
  expect(mapped).toEqual({ items: 'items' });
  expect(childSchemas({ type: 'object', additionalProperties: true, constraints: {} })).toEqual([]);
});

function leafTitle(child: SchemaModel) {
  return child.title;
}
