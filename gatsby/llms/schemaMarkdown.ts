import { decodeHtmlEntities } from '../../lib/htmlText';
import { boundedMemo } from '../../lib/boundedMemo';
import type { SchemaModel } from '../../lib/reference';
import { byDirection, hiddenFieldsNote, type SchemaDirection } from '../../lib/reference/direction';
import { constraintItems } from '../../lib/reference/constraintItems';

const MAX_DEPTH = 8;

// Block tags end a sentence's words; inline tags (code, a, em) sit inside them.
const plainText = (html: string) =>
  decodeHtmlEntities(
    html
      .replace(/<\/?(p|br|li|ul|ol|div|h\d|table|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();

// A shared schema's descriptions are in the twin of every method that uses it: at ten thousand
// operations this text took 3.1 s of the llms step, nearly all of it the same strings again.
const plainTextOf = boundedMemo(plainText, 50_000);
const text = (html: string | undefined) => (html ? plainTextOf(html) : '');

/** A schema's type in words: `envelopeDefinition`, `array of signer`, `string (date-time)`. */
export function schemaType(schema: SchemaModel | undefined): string {
  if (!schema) return 'any';
  if (schema.type === 'array') return `array of ${schemaType(schema.items)}`;
  if (schema.refName) return schema.refName;
  const type = schema.type ?? (schema.properties ? 'object' : 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A schema's constraints as the page lists them: "max length 100; enum created, sent". */
export function constraintsText(schema: SchemaModel | undefined): string {
  if (!schema) return '';
  return constraintItems(schema)
    .map((item) => `${item.label} ${item.value}`)
    .join('; ');
}

/** The properties of a schema (its own or those of an allOf), and of its items for an array. */
function propertiesOf(schema: SchemaModel) {
  const own = schema.type === 'array' && schema.items ? schema.items : schema;
  return own.properties ?? own.allOf?.flatMap((part) => part.properties ?? []) ?? [];
}

const deeper = (schema: SchemaModel): boolean =>
  Boolean(schema.truncated || (schema.type === 'array' && schema.items && deeper(schema.items)));

/**
 * A schema as nested bullet lists, as deep as the page carries it (the budgeted form); a
 * schema beyond the budget is named, to be read in its own one-level form. Like the page, a
 * request leaves out read-only fields and a response write-only ones, and names them.
 */
export function schemaMarkdown(
  schema: SchemaModel,
  direction: SchemaDirection = 'any',
  indent = '',
  depth = 0,
): string[] {
  const lines: string[] = [];
  const { shown, hidden, flag } = byDirection(propertiesOf(schema), direction);
  for (const { name, required, schema: property } of shown) {
    const flags = [schemaType(property), required ? 'required' : ''].filter(Boolean).join(', ');
    const constraints = constraintsText(property);
    const description = [text(property.descriptionHtml), constraints && `(${constraints})`]
      .filter(Boolean)
      .join(' ');
    const more = deeper(property)
      ? ` (not expanded here: see schema \`${schemaType(property)}\`)`
      : '';
    lines.push(`${indent}- \`${name}\` (${flags})${description ? `: ${description}` : ''}${more}`);
    if (depth < MAX_DEPTH && !deeper(property))
      lines.push(...schemaMarkdown(property, direction, `${indent}  `, depth + 1));
  }
  if (hidden.length > 0) lines.push(`${indent}- ${hiddenFieldsNote(hidden, direction, flag)}`);
  return lines;
}

export { text as plainText };
