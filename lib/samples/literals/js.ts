import type { TypedValue } from '../typedValue';
import { block, singleQuoted } from './layout';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A value as a JavaScript literal: models are plain objects (the Node SDKs send what they are
 * given), a file is read with `fs`.
 */
export function jsLiteral(value: TypedValue, indent = ''): string {
  const unit = '  ';
  const next = indent + unit;
  switch (value.kind) {
    case 'string':
      return singleQuoted(value.value);
    case 'integer':
    case 'number':
    case 'boolean':
      return String(value.value);
    case 'null':
      return 'null';
    case 'file':
      return `fs.readFileSync(${singleQuoted(value.path)})`;
    case 'array':
      return block(
        '[',
        value.items.map((item) => jsLiteral(item, next)),
        ']',
        indent,
        unit,
      );
    case 'map':
      return jsObject(
        value.entries.map((entry) => [entry.key, entry.value]),
        indent,
      );
    case 'model':
      return jsObject(
        value.fields.map((field) => [field.name, field.value]),
        indent,
      );
  }
}

/** An object literal of named values. */
export function jsObject(entries: [string, TypedValue][], indent = ''): string {
  const unit = '  ';
  const items = entries.map(
    ([key, item]) =>
      `${IDENTIFIER.test(key) ? key : singleQuoted(key)}: ${jsLiteral(item, indent + unit)}`,
  );
  return block('{', items, '}', indent, unit);
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
