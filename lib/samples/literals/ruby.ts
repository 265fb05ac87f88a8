import type { TypedValue } from '../typedValue';
import { block, singleQuoted } from './layout';

const SYMBOL = /^[A-Za-z_]\w*$/;

/**
 * A value as Ruby: models are the SDK's classes, given a hash of the JSON names
 * (`DocuSign_eSign::Signer.new(recipientId: '1')`), as their initializers read it.
 */
export function rubyLiteral(value: TypedValue, namespace: string, indent = ''): string {
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
      return 'nil';
    case 'file':
      return `File.open(${singleQuoted(value.path)})`;
    case 'array':
      return block(
        '[',
        value.items.map((item) => rubyLiteral(item, namespace, next)),
        ']',
        indent,
        unit,
      );
    case 'map': {
      const items = value.entries.map(
        (entry) => `${singleQuoted(entry.key)} => ${rubyLiteral(entry.value, namespace, next)}`,
      );
      return block('{', items, '}', indent, unit);
    }
    case 'model': {
      const items = value.fields.map(
        (field) =>
          `${SYMBOL.test(field.name) ? field.name : singleQuoted(field.name)}: ${rubyLiteral(field.value, namespace, next)}`,
      );
      return block(`${namespace}::${value.name}.new(`, items, ')', indent, unit);
    }
  }
}
