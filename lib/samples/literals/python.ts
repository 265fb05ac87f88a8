import { snakeCase } from '../names';
import type { TypedValue } from '../typedValue';
import { singleQuoted } from './layout';
import { walkLiteral, type LiteralLeaves } from './walk';

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

function pythonLeaves(models: Set<string>): LiteralLeaves {
  return {
    unit: '    ',
    null: 'None',
    boolean: (value) => (value ? 'True' : 'False'),
    file: (path) => `open(${singleQuoted(path)}, 'rb').read()`,
    map: { open: '{', close: '}', entry: (key, value) => `${singleQuoted(key)}: ${value}` },
    model: (name) => {
      models.add(name);
      return { open: `${name}(`, close: ')', entry: (key, value) => `${pythonName(key)}=${value}` };
    },
  };
}

/** A value as Python: models are the SDK's classes with keyword arguments; `models` collects them. */
export function pythonLiteral(value: TypedValue, models: Set<string>, indent = ''): string {
  return walkLiteral(value, pythonLeaves(models), indent);
}
