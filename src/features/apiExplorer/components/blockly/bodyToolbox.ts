import type { SchemaModel } from '../../../../../lib/reference/model';
import { BLOCK } from './blockState';
import type { BlockState } from './blockState';
import { asIs, editableProperties, isObjectSchema } from '../../bodySchema';
import type { ResolveSchema } from '../../bodySchema';
import { enumBlock, propertyBlock } from './bodyToBlocks';

/** A toolbox entry in Blockly's JSON toolbox format. */
export type ToolboxItem =
  ({ kind: 'block' } & BlockState) | { kind: 'label'; text: string } | ToolboxCategory;

export interface ToolboxCategory {
  kind: 'category';
  name: string;
  colour?: string;
  contents: ToolboxItem[];
}

/** The toolbox handed to Blockly.inject. */
export interface ToolboxDefinition {
  kind: 'categoryToolbox';
  contents: ToolboxCategory[];
}

export const COLOURS = {
  body: '#5b67a5',
  property: '#5ba58c',
  value: '#a5745b',
} as const;

/** The block a new property of this schema starts with: its default, or an empty value. */
export function starterBlock(schema: SchemaModel, resolve: ResolveSchema = asIs): BlockState {
  const known = resolve(schema);
  if (known.enum && known.enum.length > 0) {
    const chosen = known.enum.includes(known.default) ? known.default : known.enum[0];
    return enumBlock(known, chosen) as BlockState;
  }
  if (known.type === 'array') return { type: BLOCK.array };
  if (isObjectSchema(known)) return { type: BLOCK.object };
  if (known.type === 'boolean') {
    return { type: BLOCK.boolean, fields: { BOOL: known.default === false ? 'FALSE' : 'TRUE' } };
  }
  if (known.type === 'integer' || known.type === 'number') {
    return {
      type: BLOCK.number,
      fields: { NUM: typeof known.default === 'number' ? known.default : 0 },
    };
  }
  return {
    type: BLOCK.text,
    fields: { TEXT: typeof known.default === 'string' ? known.default : '' },
  };
}

const asItem = (block: BlockState): ToolboxItem => ({ kind: 'block', ...block });

/** Blocks for any JSON, whatever the schema says: the editor never traps a value. */
function valuesCategory(): ToolboxCategory {
  return {
    kind: 'category',
    name: 'Values',
    colour: COLOURS.value,
    contents: [
      { type: BLOCK.text, fields: { TEXT: '' } },
      { type: BLOCK.number, fields: { NUM: 0 } },
      { type: BLOCK.boolean, fields: { BOOL: 'TRUE' } },
      { type: BLOCK.nil },
      { type: BLOCK.object },
      { type: BLOCK.array },
      propertyBlock('name', false),
      { type: BLOCK.item },
    ].map(asItem),
  };
}

/**
 * The category of one object schema: a ready property block per property (required ones
 * marked), then a sub-category per nested object or array of objects. `seen` guards against
 * a resolved chunk pointing back at a schema already on the way down.
 */
function objectCategory(
  name: string,
  schema: SchemaModel,
  resolve: ResolveSchema,
  seen: string[],
): ToolboxCategory {
  const properties = editableProperties(schema);
  const contents: ToolboxItem[] = properties.map((property) =>
    asItem(propertyBlock(property.name, property.required, starterBlock(property.schema, resolve))),
  );
  if (properties.length === 0) contents.push({ kind: 'label', text: 'No properties known' });
  for (const property of properties) {
    const nested = nestedObject(property.schema, resolve);
    if (!nested || (nested.schema.refName && seen.includes(nested.schema.refName))) continue;
    const trail = nested.schema.refName ? [...seen, nested.schema.refName] : seen;
    const category = objectCategory(property.name + nested.suffix, nested.schema, resolve, trail);
    if (nested.suffix) {
      const item = { type: BLOCK.item, inputs: { VALUE: { block: { type: BLOCK.object } } } };
      category.contents.unshift(asItem(item));
    }
    contents.push(category);
  }
  return { kind: 'category', name, colour: COLOURS.property, contents };
}

/** The object schema a property leads to (directly or as array items), if it is known. */
function nestedObject(
  schema: SchemaModel,
  resolve: ResolveSchema,
): { schema: SchemaModel; suffix: string } | undefined {
  const known = resolve(schema);
  const target = known.type === 'array' && known.items ? resolve(known.items) : known;
  if (!isObjectSchema(target) || target.truncated) return undefined;
  if (editableProperties(target).length === 0) return undefined;
  return { schema: target, suffix: target === known ? '' : '[]' };
}

/** The toolbox for a body schema: the body's properties (nested by object), then plain values. */
export function toolboxFor(
  schema: SchemaModel | undefined,
  resolve: ResolveSchema = asIs,
): ToolboxDefinition {
  const contents: ToolboxCategory[] = [];
  const known = schema && resolve(schema);
  if (known && isObjectSchema(known)) {
    const seen = known.refName ? [known.refName] : [];
    contents.push({
      ...objectCategory('Request body', known, resolve, seen),
      colour: COLOURS.body,
    });
  }
  contents.push(valuesCategory());
  return { kind: 'categoryToolbox', contents };
}
