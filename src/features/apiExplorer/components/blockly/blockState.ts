// The subset of Blockly's JSON serialization (Blockly.serialization.workspaces) that the body
// editor reads and writes. Kept free of Blockly itself so the conversions are plain functions.

/** One block as Blockly saves it; statement inputs hold the first block of a `next` chain. */
export interface BlockState {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  deletable?: boolean;
  movable?: boolean;
  fields?: Record<string, unknown>;
  inputs?: Record<string, { block?: BlockState; shadow?: BlockState }>;
  next?: { block?: BlockState; shadow?: BlockState };
  extraState?: unknown;
}

/** A whole workspace as Blockly saves it (other keys, such as variables, are ignored). */
export interface WorkspaceState {
  blocks?: { languageVersion: number; blocks: BlockState[] };
  [key: string]: unknown;
}

/** The body editor's block types. */
export const BLOCK = {
  root: 'body_root',
  rootValue: 'body_root_value',
  object: 'body_object',
  property: 'body_property',
  array: 'body_array',
  item: 'body_item',
  text: 'body_text',
  number: 'body_number',
  boolean: 'body_boolean',
  enumeration: 'body_enum',
  nil: 'body_null',
} as const;

/** Extra state of an enum block: its choices, each a JSON-encoded schema value. */
export interface EnumState {
  options: string[];
}

/** Links blocks into a statement chain and returns its first block. */
export function chain(blocks: BlockState[]): BlockState | undefined {
  return blocks.reduceRight<BlockState | undefined>(
    (next, block) => (next ? { ...block, next: { block: next } } : block),
    undefined,
  );
}

/** The blocks of a statement chain, first to last. */
export function unchain(first: BlockState | undefined): BlockState[] {
  const blocks: BlockState[] = [];
  for (let block = first; block; block = block.next?.block) blocks.push(block);
  return blocks;
}
