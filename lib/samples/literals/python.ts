import { snakeCase } from '../names';
import type { TypedValue } from '../typedValue';
import { block, singleQuoted } from './layout';

// Python's keywords: a field so named is `_from` in the SDKs' models.
const KEYWORDS = new Set([
  'from',
  'class',
  'def',
  'import',
  'global',
  'lambda',
  'pass',
  'return',
  'in',
  'is',
  'not',
  'or',
  'and',
  'if',
  'else',
  'for',
  'while',
  'with',
  'yield',
  'try',
  'except',
  'raise',
  'del',
  'as',
  'assert',
  'break',
  'continue',
  'elif',
  'finally',
  'nonlocal',
  'async',
  'await',
  'None',
  'True',
  'False',
]);

/** A spec name as a Python keyword argument or attribute (`from_date`, `_from`). */
export function pythonName(name: string): string {
  const snake = snakeCase(name);
  return KEYWORDS.has(snake) ? `_${snake}` : snake;
}

/** A value as Python: models are the SDK's classes with keyword arguments; `models` collects them. */
export function pythonLiteral(value: TypedValue, models: Set<string>, indent = ''): string {
  const unit = '    ';
  const next = indent + unit;
  switch (value.kind) {
    case 'string':
      return singleQuoted(value.value);
    case 'integer':
    case 'number':
      return String(value.value);
    case 'boolean':
      return value.value ? 'True' : 'False';
    case 'null':
      return 'None';
    case 'file':
      return `open(${singleQuoted(value.path)}, 'rb').read()`;
    case 'array':
      return block(
        '[',
        value.items.map((item) => pythonLiteral(item, models, next)),
        ']',
        indent,
        unit,
      );
    case 'map': {
      const items = value.entries.map(
        (entry) => `${singleQuoted(entry.key)}: ${pythonLiteral(entry.value, models, next)}`,
      );
      return block('{', items, '}', indent, unit);
    }
    case 'model': {
      models.add(value.name);
      const items = value.fields.map(
        (field) => `${pythonName(field.name)}=${pythonLiteral(field.value, models, next)}`,
      );
      return block(`${value.name}(`, items, ')', indent, unit);
    }
  }
}
