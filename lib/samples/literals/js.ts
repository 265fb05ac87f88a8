import type { TypedValue } from '../typedValue';
import { singleQuoted } from './layout';
import { walkLiteral, type Container, type LiteralLeaves } from './walk';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const OBJECT: Container = {
  open: '{',
  close: '}',
  entry: (key, value) => `${IDENTIFIER.test(key) ? key : singleQuoted(key)}: ${value}`,
};

// Models are plain objects: the Node SDKs send what they are given.
const JS: LiteralLeaves = {
  unit: '  ',
  null: 'null',
  boolean: String,
  file: (path) => `fs.readFileSync(${singleQuoted(path)})`,
  map: OBJECT,
  model: () => OBJECT,
};

/**
 * A value as a JavaScript literal: models are plain objects (the Node SDKs send what they are
 * given), a file is read with `fs`.
 */
export function jsLiteral(value: TypedValue, indent = ''): string {
  return walkLiteral(value, JS, indent);
}

/** An object literal of named values. */
export function jsObject(entries: [string, TypedValue][], indent = ''): string {
  const map: TypedValue = {
    kind: 'map',
    of: { kind: 'any' },
    entries: entries.map(([key, value]) => ({ key, value })),
  };
  return jsLiteral(map, indent);
}

/** Whether a value reads a file (the sample then requires `fs`). */
export function readsFile(value: TypedValue | undefined): boolean {
  if (!value) return false;
  if (value.kind === 'file') return true;
  if (value.kind === 'array') return value.items.some(readsFile);
  if (value.kind === 'map') return value.entries.some((entry) => readsFile(entry.value));
  if (value.kind === 'model') return value.fields.some((field) => readsFile(field.value));
  return false;
}
