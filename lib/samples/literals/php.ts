import { snakeCase } from '../names';
import type { TypedValue } from '../typedValue';
import { block, singleQuoted } from './layout';

/** A value as PHP: models are the SDK's classes built from an array of snake_case keys. */
export function phpLiteral(value: TypedValue, models: Set<string>, indent = ''): string {
  const unit = '    ';
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
      return `new \\SplFileObject(${singleQuoted(value.path)})`;
    case 'array':
      return block(
        '[',
        value.items.map((item) => phpLiteral(item, models, next)),
        ']',
        indent,
        unit,
      );
    case 'map': {
      const items = value.entries.map(
        (entry) => `${singleQuoted(entry.key)} => ${phpLiteral(entry.value, models, next)}`,
      );
      return block('[', items, ']', indent, unit);
    }
    case 'model': {
      models.add(value.name);
      const items = value.fields.map(
        (field) =>
          `${singleQuoted(snakeCase(field.name))} => ${phpLiteral(field.value, models, next)}`,
      );
      return block(`new ${value.name}([`, items, '])', indent, unit);
    }
  }
}
