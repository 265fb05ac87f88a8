import * as Blockly from 'blockly/core';
import { BLOCK_DEFINITIONS, CHECK, choiceLabel } from './blockDefinitions';
import { BLOCK } from './blockState';
import type { EnumState } from './blockState';
import { COLOURS } from './bodyToolbox';

type EnumBlock = Blockly.Block & { options: string[] };

/** The enum block: a dropdown of the schema's values, carried in its extra state. */
const enumDefinition = {
  init(this: EnumBlock) {
    this.options = [];
    this.setOutput(true, CHECK.value);
    this.setColour(COLOURS.value);
    this.appendDummyInput('CHOICE');
  },
  saveExtraState(this: EnumBlock): EnumState {
    return { options: this.options };
  },
  // Blockly loads extra state before fields, so the dropdown exists when VALUE is set.
  loadExtraState(this: EnumBlock, state: EnumState) {
    this.options = state.options;
    const input = this.getInput('CHOICE');
    if (!input || state.options.length === 0) return;
    input.removeField('VALUE', true);
    const choices = state.options.map((option): [string, string] => [choiceLabel(option), option]);
    input.appendField(new Blockly.FieldDropdown(choices), 'VALUE');
  },
};

let registered = false;

/** Defines the body editor's blocks once per page. */
export function registerBodyBlocks(): void {
  if (registered) return;
  registered = true;
  Blockly.common.defineBlocksWithJsonArray(BLOCK_DEFINITIONS);
  Blockly.Blocks[BLOCK.enumeration] = enumDefinition;
}
