import { pascalCase } from '../names';
import type { TypedValue, TypeRef } from '../typedValue';
import { block, doubleQuoted } from './layout';

/** How C# code of one SDK types values: uuid as Guid? in the Admin SDK. */
export interface CsharpTyping {
  uuidTypes: boolean;
}

const isUuid = (format: string | undefined, typing: CsharpTyping) =>
  typing.uuidTypes && format === 'uuid';

/** The C# type the SDKs declare for a type. */
export function csharpType(type: TypeRef, typing: CsharpTyping): string {
  switch (type.kind) {
    case 'string':
      return isUuid(type.format, typing) ? 'Guid?' : 'string';
    case 'integer':
      return 'int?';
    case 'number':
      return 'double?';
    case 'boolean':
      return 'bool?';
    case 'file':
      return 'byte[]';
    case 'any':
      return 'object';
    case 'array':
      return `List<${csharpType(type.of, typing)}>`;
    case 'map':
      return `Dictionary<string, ${csharpType(type.of, typing)}>`;
    case 'model':
      return type.name;
  }
}

/** A field's C# property: PascalCase, `_`-prefixed where it would share its class's name. */
export function csharpProperty(model: string, field: string): string {
  const name = pascalCase(field);
  return name === model ? `_${name}` : name;
}

/**
 * A parameter's value as its declared type takes it: a number the reader has yet to fill in
 * (`{roomId}`) is parsed from its placeholder, so the program compiles and says what to fill.
 */
export function csharpArgument(value: TypedValue, type: TypeRef, typing: CsharpTyping): string {
  if ((type.kind === 'integer' || type.kind === 'number') && value.kind === 'string')
    return `${type.kind === 'integer' ? 'int' : 'double'}.Parse(${doubleQuoted(value.value)})`;
  return csharpLiteral(value, typing);
}

/** A value as a C# expression: models with object initializers, List and Dictionary. */
export function csharpLiteral(value: TypedValue, typing: CsharpTyping, indent = ''): string {
  const unit = '    ';
  const next = indent + unit;
  switch (value.kind) {
    case 'string':
      return isUuid(value.format, typing)
        ? `Guid.Parse(${doubleQuoted(value.value)})`
        : doubleQuoted(value.value);
    case 'integer':
      return String(value.value);
    case 'number':
      return Number.isInteger(value.value) ? `${value.value}.0` : String(value.value);
    case 'boolean':
      return String(value.value);
    case 'null':
      return 'null';
    case 'file':
      return `System.IO.File.ReadAllBytes(${doubleQuoted(value.path)})`;
    case 'array': {
      const items = value.items.map((item) => csharpLiteral(item, typing, next));
      return block(
        `new List<${csharpType(value.of, typing)}>\n${indent}{`,
        items,
        '}',
        indent,
        unit,
      );
    }
    case 'map': {
      const items = value.entries.map(
        (entry) => `{ ${doubleQuoted(entry.key)}, ${csharpLiteral(entry.value, typing, next)} }`,
      );
      return block(
        `new Dictionary<string, ${csharpType(value.of, typing)}>\n${indent}{`,
        items,
        '}',
        indent,
        unit,
      );
    }
    case 'model': {
      const items = value.fields.map(
        (field) =>
          `${csharpProperty(value.name, field.name)} = ${csharpLiteral(field.value, typing, next)}`,
      );
      return block(`new ${value.name}\n${indent}{`, items, '}', indent, unit);
    }
  }
}
