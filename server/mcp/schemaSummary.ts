import { htmlToText } from '../../lib/htmlText';
import type { SchemaModel } from '../../lib/reference';

/** A schema's type in one word: `Envelope`, `array of Signer`, `string (date-time)`. */
export function typeName(schema: SchemaModel | undefined): string {
  if (!schema) return 'any';
  if (schema.refName && (schema.truncated || !schema.properties)) return schema.refName;
  if (schema.type === 'array') return `array of ${typeName(schema.items)}`;
  if (schema.refName) return schema.refName;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeName).join(' | ');
  if (schema.allOf?.length === 1) return typeName(schema.allOf[0]);
  const type = schema.type ?? (schema.properties ? 'object' : 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The named schema a property leads to (itself or its items'), for the next get_schema call. */
function referenced(schema: SchemaModel): string | undefined {
  return schema.refName ?? (schema.items ? referenced(schema.items) : undefined);
}

/** Tags and text of an HTML description, as plain text on one line (none when empty). */
export function plainText(html: string | undefined): string | undefined {
  return htmlToText(html) || undefined;
}

/**
 * One level of a schema: its own properties with their types, and by name the schemas they
 * refer to (ask get_schema for those), so an answer stays small whatever the depth.
 */
export function schemaSummary(schema: SchemaModel) {
  const properties = schema.properties ?? schema.allOf?.flatMap((part) => part.properties ?? []);
  const refs = new Set<string>();
  const summary = {
    type: typeName(schema),
    description: plainText(schema.descriptionHtml),
    ...(schema.enum ? { enum: schema.enum } : {}),
    properties: properties?.map(({ name, required, schema: property }) => {
      const ref = referenced(property);
      if (ref) refs.add(ref);
      return {
        name,
        type: typeName(property),
        ...(required ? { required } : {}),
        ...(property.enum ? { enum: property.enum } : {}),
        ...(property.readOnly ? { readOnly: true } : {}),
        description: plainText(property.descriptionHtml),
      };
    }),
    items: schema.items ? typeName(schema.items) : undefined,
  };
  const itemRef = schema.items ? referenced(schema.items) : undefined;
  if (itemRef) refs.add(itemRef);
  return { ...summary, referencedSchemas: [...refs] };
}
