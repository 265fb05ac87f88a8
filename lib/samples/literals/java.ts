import { camelCase } from '../names';
import type { TypedValue, TypeRef } from '../typedValue';
import { doubleQuoted } from './layout';

/** How Java code of one SDK types values: uuid as java.util.UUID in the Admin SDK. */
export interface JavaTyping {
  uuidTypes: boolean;
}

const isUuid = (format: string | undefined, typing: JavaTyping) =>
  typing.uuidTypes && format === 'uuid';

/** The Java type the SDKs declare for a type. */
export function javaType(type: TypeRef, typing: JavaTyping): string {
  switch (type.kind) {
    case 'string':
      return isUuid(type.format, typing) ? 'java.util.UUID' : 'String';
    case 'integer':
      return 'Integer';
    case 'number':
      return 'Double';
    case 'boolean':
      return 'Boolean';
    case 'file':
      return 'byte[]';
    case 'any':
      return 'Object';
    case 'array':
      return `java.util.List<${javaType(type.of, typing)}>`;
    case 'map':
      return `java.util.Map<String, ${javaType(type.of, typing)}>`;
    case 'model':
      return type.name;
  }
}

/** A number as a Java literal of its type: 1 for an Integer, 1.0 for a Double. */
function javaNumber(value: number, kind: 'integer' | 'number'): string {
  if (kind === 'integer') return String(value);
  return Number.isInteger(value) ? `${value}.0` : String(value);
}

/**
 * A parameter's value as its declared type takes it: a number the reader has yet to fill in
 * (`{roomId}`) is parsed from its placeholder, so the program compiles and says what to fill.
 */
export function javaArgument(value: TypedValue, type: TypeRef, typing: JavaTyping): string {
  if ((type.kind === 'integer' || type.kind === 'number') && value.kind === 'string')
    return `${type.kind === 'integer' ? 'Integer' : 'Double'}.valueOf(${doubleQuoted(value.value)})`;
  return javaLiteral(value, typing);
}

/** A value as a Java expression: models with their fluent setters, lists and maps of java.util. */
export function javaLiteral(value: TypedValue, typing: JavaTyping, indent = ''): string {
  const next = `${indent}    `;
  switch (value.kind) {
    case 'string':
      return isUuid(value.format, typing)
        ? `java.util.UUID.fromString(${doubleQuoted(value.value)})`
        : doubleQuoted(value.value);
    case 'integer':
    case 'number':
      return javaNumber(value.value, value.kind);
    case 'boolean':
      return String(value.value);
    case 'null':
      return 'null';
    case 'file':
      return `java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(${doubleQuoted(value.path)}))`;
    case 'array':
      if (value.items.length === 0) return 'new java.util.ArrayList<>()';
      return `java.util.Arrays.asList(\n${value.items.map((item) => `${next}${javaLiteral(item, typing, next)}`).join(',\n')})`;
    case 'map': {
      if (value.entries.length === 0) return 'new java.util.HashMap<>()';
      const entries = value.entries.map(
        (entry) =>
          `${next}java.util.Map.entry(${doubleQuoted(entry.key)}, ${javaLiteral(entry.value, typing, next)})`,
      );
      return `java.util.Map.ofEntries(\n${entries.join(',\n')})`;
    }
    case 'model':
      return [
        `new ${value.name}()`,
        ...value.fields.map(
          (field) => `${next}.${camelCase(field.name)}(${javaLiteral(field.value, typing, next)})`,
        ),
      ].join('\n');
  }
}
