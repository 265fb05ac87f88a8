import type { SchemaModel } from '../../../../../lib/reference/model';
import { BLOCK, chain } from './blockState';
import type { BlockState, EnumState, WorkspaceState } from './blockState';
import { asIs, isRequired, propertySchema } from '../../bodySchema';
import type { ResolveSchema } from '../../bodySchema';

const ROOT_POSITION = { x: 16, y: 16 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An enum block when the schema lists the value among its choices, else undefined. */
export function enumBlock(schema: SchemaModel | undefined, value: unknown): BlockState | undefined {
  const options = (schema?.enum ?? []).map((option) => JSON.stringify(option));
  const encoded = JSON.stringify(value);
  if (!options.includes(encoded)) return undefined;
  const extraState: EnumState = { options };
  return { type: BLOCK.enumeration, extraState, fields: { VALUE: encoded } };
}

/** The property block for `name` of an object schema, holding `value` (or nothing). */
export function propertyBlock(name: string, required: boolean, value?: BlockState): BlockState {
  const block: BlockState = {
    type: BLOCK.property,
    fields: { NAME: name, MARK: required ? '*' : '' },
  };
  if (value) block.inputs = { VALUE: { block: value } };
  return block;
}

/** The block of one JSON value; the schema (when known) picks enum blocks and required marks. */
export function valueBlock(
  value: unknown,
  schema: SchemaModel | undefined,
  resolve: ResolveSchema = asIs,
): BlockState {
  const known = schema ? resolve(schema) : undefined;
  if (value === null || value === undefined) return { type: BLOCK.nil };
  if (Array.isArray(value)) {
    const items = value.map((item) => ({
      type: BLOCK.item,
      inputs: { VALUE: { block: valueBlock(item, known?.items, resolve) } },
    }));
    const first = chain(items);
    return { type: BLOCK.array, ...(first && { inputs: { ITEMS: { block: first } } }) };
  }
  if (isRecord(value)) {
    const properties = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([name, child]) => {
        const childSchema = known && propertySchema(known, name);
        const required = known !== undefined && isRequired(known, name);
        return propertyBlock(name, required, valueBlock(child, childSchema, resolve));
      });
    const first = chain(properties);
    return { type: BLOCK.object, ...(first && { inputs: { PROPS: { block: first } } }) };
  }
  const choice = enumBlock(known, value);
  if (choice) return choice;
  if (typeof value === 'boolean') {
    return { type: BLOCK.boolean, fields: { BOOL: value ? 'TRUE' : 'FALSE' } };
  }
  if (typeof value === 'number') return { type: BLOCK.number, fields: { NUM: value } };
  return { type: BLOCK.text, fields: { TEXT: String(value) } };
}

/**
 * The request body as a Blockly workspace: one fixed "request body" block. An object body (the
 * usual case) stacks its properties right in it, which keeps the blocks narrow; any other body
 * plugs into the value socket of a "request body =" block.
 */
export function bodyToWorkspace(
  value: unknown,
  schema: SchemaModel | undefined,
  resolve: ResolveSchema = asIs,
): WorkspaceState {
  const body = valueBlock(value ?? {}, schema, resolve);
  const root: BlockState =
    body.type === BLOCK.object
      ? {
          type: BLOCK.root,
          ...ROOT_POSITION,
          deletable: false,
          ...(body.inputs && { inputs: body.inputs }),
        }
      : {
          type: BLOCK.rootValue,
          ...ROOT_POSITION,
          deletable: false,
          inputs: { VALUE: { block: body } },
        };
  return { blocks: { languageVersion: 0, blocks: [root] } };
}
