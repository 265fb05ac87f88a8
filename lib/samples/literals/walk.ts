import type { TypedValue } from '../typedValue';
import { block, singleQuoted } from './layout';

/** How a map or a model opens and closes, and how one of its entries reads. */
export interface Container {
  open: string;
  close: string;
  entry(key: string, value: string): string;
}

/**
 * What one dynamically typed language writes where: the leaves of the walk. Strings are single
 * quoted and numbers written as they are in all of them; the rest differs.
 */
export interface LiteralLeaves {
  /** One level of indentation. */
  unit: string;
  null: string;
  boolean(value: boolean): string;
  /** A file read from disk, as the SDKs take it. */
  file(path: string): string;
  map: Container;
  /** Called before the model's fields are written: PHP and Python collect the classes used. */
  model(name: string): Container;
}

/**
 * A value as a literal of a dynamically typed language (JavaScript, Python, PHP, Ruby): one walk
 * of the typed value, so that nesting and indentation are the same in all of them and only the
 * leaves differ.
 */
export function walkLiteral(value: TypedValue, leaves: LiteralLeaves, indent = ''): string {
  const next = indent + leaves.unit;
  const inner = (item: TypedValue) => walkLiteral(item, leaves, next);
  const container = (shape: Container, entries: [string, TypedValue][]) =>
    block(
      shape.open,
      entries.map(([key, item]) => shape.entry(key, inner(item))),
      shape.close,
      indent,
      leaves.unit,
    );
  switch (value.kind) {
    case 'string':
      return singleQuoted(value.value);
    case 'integer':
    case 'number':
      return String(value.value);
    case 'boolean':
      return leaves.boolean(value.value);
    case 'null':
      return leaves.null;
    case 'file':
      return leaves.file(value.path);
    case 'array':
      return block('[', value.items.map(inner), ']', indent, leaves.unit);
    case 'map':
      return container(
        leaves.map,
        value.entries.map((entry) => [entry.key, entry.value]),
      );
    case 'model':
      return container(
        leaves.model(value.name),
        value.fields.map((field) => [field.name, field.value]),
      );
  }
}
