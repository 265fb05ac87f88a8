import type { ParameterModel } from '../../../lib/reference/model';

// docs/behaviour.md §2: the anchor scheme of a method page. Every parameter, body field,
// response and response field has an id built from its place in the operation:
//
//   param-<in>-<name>           a parameter                 #param-query-from_date
//   body-<field>-<field>...     a request body field        #body-recipients-signers-email
//   response-<status>           a response                  #response-201
//   response-<status>-<field>   a response field            #response-201-envelopeId
//
// Arrays are transparent (a field of an array's items is named after the array), `allOf` parts
// too; the n-th `oneOf`/`anyOf` variant adds `~n` to its parent (`body-payment~2-cardNumber`),
// additional properties add `-*`, and a second media type of a body or response adds `@n` to
// the base (`body@2-file`). Names keep their case; a character outside [A-Za-z0-9_.$-] is
// written `_<hex>_`, so every id is valid in HTML and in a URL fragment as written.

/** One name (parameter, field, status) as an id segment. */
export function anchorSegment(name: string): string {
  return Array.from(name, (char) =>
    /[A-Za-z0-9_.$-]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`,
  ).join('');
}

export function parameterAnchor(parameter: Pick<ParameterModel, 'in' | 'name'>): string {
  return `param-${parameter.in}-${anchorSegment(parameter.name)}`;
}

export function responseAnchor(status: string): string {
  return `response-${anchorSegment(status)}`;
}

/** The base of the fields of the n-th media type (0-based) of a body or response. */
export function mediaAnchor(base: string, mediaIndex: number): string {
  return mediaIndex === 0 ? base : `${base}@${mediaIndex + 1}`;
}

export function fieldAnchor(parent: string, name: string): string {
  return `${parent}-${anchorSegment(name)}`;
}

/** The base of the fields of the n-th (0-based) `oneOf`/`anyOf` variant. */
export function variantAnchor(parent: string, index: number): string {
  return `${parent}~${index + 1}`;
}

export function additionalPropertiesAnchor(parent: string): string {
  return `${parent}-*`;
}

/**
 * The rows to open, outermost first, so that the row `id` is rendered: every prefix of the id
 * that ends before a `-` (and, ending in a variant `~n`, also without it, since the row is the
 * field that holds the variants). A field name with a `-` in it yields a prefix no row has,
 * which opens nothing. The target itself is not opened.
 */
export function anchorAncestors(id: string): string[] {
  const ancestors: string[] = [];
  for (let at = id.indexOf('-'); at > 0; at = id.indexOf('-', at + 1)) {
    const prefix = id.slice(0, at);
    const field = prefix.replace(/~\d+$/, '');
    if (field !== prefix && !ancestors.includes(field)) ancestors.push(field);
    ancestors.push(prefix);
  }
  return ancestors;
}
