import type { TypedValue } from './typedValue';

/** A typed value back as the JSON a request sends (a file as its name). */
export function toJson(value: TypedValue): unknown {
  switch (value.kind) {
    case 'null':
      return null;
    case 'file':
      return value.path;
    case 'array':
      return value.items.map(toJson);
    case 'map':
      return Object.fromEntries(value.entries.map((entry) => [entry.key, toJson(entry.value)]));
    case 'model':
      return Object.fromEntries(value.fields.map((field) => [field.name, toJson(field.value)]));
    default:
      return value.value;
  }
}

/** The same value with its models as plain maps: what a plain HTTP sample writes. */
export function untyped(value: TypedValue): TypedValue {
  switch (value.kind) {
    case 'array':
      return { ...value, of: { kind: 'any' }, items: value.items.map(untyped) };
    case 'map':
      return {
        ...value,
        entries: value.entries.map((entry) => ({ ...entry, value: untyped(entry.value) })),
      };
    case 'model':
      return {
        kind: 'map',
        of: { kind: 'any' },
        entries: value.fields.map((field) => ({ key: field.name, value: untyped(field.value) })),
      };
    default:
      return value;
  }
}
