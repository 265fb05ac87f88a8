import { BLOCK, unchain } from './blockState';
import type { BlockState, WorkspaceState } from './blockState';

function field(block: BlockState, name: string): unknown {
  return block.fields?.[name];
}

function input(block: BlockState, name: string): BlockState | undefined {
  return block.inputs?.[name]?.block;
}

function parseChoice(encoded: unknown): unknown {
  if (typeof encoded !== 'string') return undefined;
  try {
    return JSON.parse(encoded);
  } catch {
    return encoded;
  }
}

/**
 * The JSON value a block stands for. Undefined means "nothing yet" (an empty socket): such a
 * property is left out of its object, so the body holds only what the user built.
 */
export function blockValue(block: BlockState | undefined): unknown {
  if (!block) return undefined;
  switch (block.type) {
    case BLOCK.object: {
      const object: Record<string, unknown> = {};
      for (const property of unchain(input(block, 'PROPS'))) {
        const name = field(property, 'NAME');
        const value = blockValue(input(property, 'VALUE'));
        if (typeof name === 'string' && name !== '' && value !== undefined) object[name] = value;
      }
      return object;
    }
    case BLOCK.array:
      // An empty item slot still counts: the user added it on purpose, as in the form.
      return unchain(input(block, 'ITEMS')).map((item) => blockValue(input(item, 'VALUE')) ?? null);
    case BLOCK.text:
      return String(field(block, 'TEXT') ?? '');
    case BLOCK.number: {
      const number = Number(field(block, 'NUM'));
      return Number.isFinite(number) ? number : 0;
    }
    case BLOCK.boolean:
      return field(block, 'BOOL') === 'TRUE';
    case BLOCK.enumeration:
      return parseChoice(field(block, 'VALUE'));
    case BLOCK.nil:
      return null;
    default:
      return undefined;
  }
}

/** The request body a workspace holds: what its "request body" block holds. */
export function workspaceToBody(state: WorkspaceState): unknown {
  const blocks = state.blocks?.blocks ?? [];
  const root = blocks.find((block) => block.type === BLOCK.root);
  if (root) return blockValue({ ...root, type: BLOCK.object });
  const rootValue = blocks.find((block) => block.type === BLOCK.rootValue);
  return blockValue(rootValue && input(rootValue, 'VALUE')) ?? {};
}
