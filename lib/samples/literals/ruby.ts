import type { TypedValue } from '../typedValue';
import { singleQuoted } from './layout';
import { walkLiteral, type LiteralLeaves } from './walk';

const SYMBOL = /^[A-Za-z_]\w*$/;

function rubyLeaves(namespace: string): LiteralLeaves {
  return {
    unit: '  ',
    null: 'nil',
    boolean: String,
    file: (path) => `File.open(${singleQuoted(path)})`,
    map: { open: '{', close: '}', entry: (key, value) => `${singleQuoted(key)} => ${value}` },
    model: (name) => ({
      open: `${namespace}::${name}.new(`,
      close: ')',
      entry: (key, value) => `${SYMBOL.test(key) ? key : singleQuoted(key)}: ${value}`,
    }),
  };
}

/**
 * A value as Ruby: models are the SDK's classes, given a hash of the JSON names
 * (`DocuSign_eSign::Signer.new(recipientId: '1')`), as their initializers read it.
 */
export function rubyLiteral(value: TypedValue, namespace: string, indent = ''): string {
  return walkLiteral(value, rubyLeaves(namespace), indent);
}
