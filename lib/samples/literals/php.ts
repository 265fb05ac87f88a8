import { snakeCase } from '../names';
import type { TypedValue } from '../typedValue';
import { singleQuoted } from './layout';
import { walkLiteral, type LiteralLeaves } from './walk';

function phpLeaves(models: Set<string>): LiteralLeaves {
  return {
    unit: '    ',
    null: 'null',
    boolean: String,
    file: (path) => `new \\SplFileObject(${singleQuoted(path)})`,
    map: { open: '[', close: ']', entry: (key, value) => `${singleQuoted(key)} => ${value}` },
    model: (name) => {
      models.add(name);
      return {
        open: `new ${name}([`,
        close: '])',
        entry: (key, value) => `${singleQuoted(snakeCase(key))} => ${value}`,
      };
    },
  };
}

/** A value as PHP: models are the SDK's classes built from an array of snake_case keys. */
export function phpLiteral(value: TypedValue, models: Set<string>, indent = ''): string {
  return walkLiteral(value, phpLeaves(models), indent);
}
