// A spec-written example of a definition, as some real specs give one for a whole response: every
// field filled by its type, nested objects and one item of each array, four levels deep.

const SCALARS = { string: 'text', integer: 1, number: 1.5, boolean: true };

/** The example of `schema` (references followed in `definitions`, `depth` levels at most). */
export function exampleOf(schema, definitions, depth = 4) {
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1);
    return depth > 0 ? exampleOf(definitions[name], definitions, depth - 1) : {};
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, definitions, depth)));
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'array')
    return depth > 0 ? [exampleOf(schema.items, definitions, depth - 1)] : [];
  if (schema.properties) {
    if (depth === 0) return {};
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        exampleOf(property, definitions, depth - 1),
      ]),
    );
  }
  return schema.example ?? SCALARS[schema.type] ?? null;
}
