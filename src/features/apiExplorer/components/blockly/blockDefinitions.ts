import { BLOCK } from './blockState';
import { COLOURS } from './bodyToolbox';

/** Connection checks: values plug into value sockets, properties and items stack in their own. */
export const CHECK = { value: 'BodyValue', property: 'BodyProperty', item: 'BodyItem' } as const;

const valueInput = (name: string) => ({ type: 'input_value', name, check: CHECK.value });
const statementInput = (name: string, check: string) => ({ type: 'input_statement', name, check });

/**
 * The body's blocks in Blockly's JSON block format (all but the enum block, whose dropdown
 * comes from its extra state). Field and input names are the ones bodyToBlocks writes.
 */
export const BLOCK_DEFINITIONS = [
  {
    type: BLOCK.root,
    message0: 'request body %1 %2',
    args0: [{ type: 'input_dummy' }, statementInput('PROPS', CHECK.property)],
    colour: COLOURS.body,
    tooltip: 'The JSON object the explorer sends: stack its properties inside.',
  },
  {
    type: BLOCK.rootValue,
    message0: 'request body = %1',
    args0: [valueInput('VALUE')],
    colour: COLOURS.body,
    tooltip: 'The JSON value the explorer sends.',
  },
  {
    type: BLOCK.object,
    message0: 'object %1 %2',
    args0: [{ type: 'input_dummy' }, statementInput('PROPS', CHECK.property)],
    output: CHECK.value,
    colour: COLOURS.body,
    tooltip: 'A JSON object: stack properties inside.',
  },
  {
    type: BLOCK.property,
    message0: '%1 %2 %3',
    args0: [
      { type: 'field_input', name: 'NAME', text: 'name' },
      { type: 'field_label_serializable', name: 'MARK', text: '' },
      valueInput('VALUE'),
    ],
    previousStatement: CHECK.property,
    nextStatement: CHECK.property,
    colour: COLOURS.property,
    tooltip: 'A property of the object; * marks a required one.',
  },
  {
    type: BLOCK.array,
    message0: 'list %1 %2',
    args0: [{ type: 'input_dummy' }, statementInput('ITEMS', CHECK.item)],
    output: CHECK.value,
    colour: COLOURS.body,
    tooltip: 'A JSON array: stack items inside.',
  },
  {
    type: BLOCK.item,
    message0: 'item %1',
    args0: [valueInput('VALUE')],
    previousStatement: CHECK.item,
    nextStatement: CHECK.item,
    colour: COLOURS.property,
  },
  {
    type: BLOCK.text,
    message0: '“ %1 ”',
    args0: [{ type: 'field_input', name: 'TEXT', text: '' }],
    output: CHECK.value,
    colour: COLOURS.value,
  },
  {
    type: BLOCK.number,
    message0: '%1',
    args0: [{ type: 'field_number', name: 'NUM', value: 0 }],
    output: CHECK.value,
    colour: COLOURS.value,
  },
  {
    type: BLOCK.boolean,
    message0: '%1',
    args0: [
      {
        type: 'field_dropdown',
        name: 'BOOL',
        options: [
          ['true', 'TRUE'],
          ['false', 'FALSE'],
        ],
      },
    ],
    output: CHECK.value,
    colour: COLOURS.value,
  },
  { type: BLOCK.nil, message0: 'null', output: CHECK.value, colour: COLOURS.value },
];

/** The label of an enum choice (choices are JSON-encoded so numbers stay numbers). */
export function choiceLabel(encoded: string): string {
  let value: unknown = encoded;
  try {
    value = JSON.parse(encoded);
  } catch {
    // not JSON: shown as written
  }
  const label = String(value);
  return label === '' ? '(empty)' : label;
}
