/** @jest-environment node */
// The conversions checked against Blockly itself (headless): what they write, Blockly loads,
// and what Blockly saves back reads as the same body.
import * as Blockly from 'blockly/core';
import { envelopeCreateSchema, orderSchema } from './__fixtures__/bodySchemas';
import type { BlockState, WorkspaceState } from './blockState';
import { workspaceToBody } from './blocksToBody';
import { bodyToWorkspace } from './bodyToBlocks';
import { toolboxFor } from './bodyToolbox';
import type { ToolboxItem } from './bodyToolbox';
import { registerBodyBlocks } from './registerBlocks';

registerBodyBlocks();

function throughBlockly(state: WorkspaceState): WorkspaceState {
  const workspace = new Blockly.Workspace();
  try {
    Blockly.serialization.workspaces.load(state, workspace);
    return Blockly.serialization.workspaces.save(workspace) as WorkspaceState;
  } finally {
    workspace.dispose();
  }
}

const envelope = {
  emailSubject: 'Explorer e2e',
  status: 'sent',
  enforceSignerVisibility: false,
  documents: [{ documentId: '1', name: 'a.pdf', fileExtension: 'docx', order: 2 }],
  recipients: { signers: [{ email: 'ann@example.test', name: 'Ann', recipientId: '1' }] },
};

test('a body survives a trip through a real Blockly workspace', () => {
  const order = {
    title: 'Pens',
    level: 3,
    size: 'small',
    urgent: true,
    lines: [{ sku: 'A' }],
    x: null,
  };
  expect(workspaceToBody(throughBlockly(bodyToWorkspace(order, orderSchema)))).toEqual(order);
  const schema = envelopeCreateSchema();
  expect(workspaceToBody(throughBlockly(bodyToWorkspace(envelope, schema)))).toEqual(envelope);
  const list = [1, 'a', { b: [true] }];
  expect(workspaceToBody(throughBlockly(bodyToWorkspace(list, undefined)))).toEqual(list);
});

test('an enum block is a dropdown of the schema values', () => {
  const workspace = new Blockly.Workspace();
  Blockly.serialization.workspaces.load(
    bodyToWorkspace(envelope, envelopeCreateSchema()),
    workspace,
  );
  const choice = workspace.getAllBlocks(false).find((block) => block.type === 'body_enum');
  const field = choice?.getField('VALUE') as Blockly.FieldDropdown;
  expect(field.getOptions().map(([label]) => label)).toEqual(['created', 'sent']);
  expect(field.getValue()).toBe('"sent"');
  workspace.dispose();
});

test('every block the create-envelope toolbox offers is a valid block', () => {
  const flatten = (items: ToolboxItem[]): BlockState[] =>
    items.flatMap((item) =>
      item.kind === 'category' ? flatten(item.contents) : item.kind === 'block' ? [item] : [],
    );
  const offered = flatten(toolboxFor(envelopeCreateSchema()).contents);
  expect(offered.length).toBeGreaterThan(40);
  const workspace = new Blockly.Workspace();
  // Blockly drops what it does not know (a wrong field name, say), so each block must come back
  // from Blockly as it went in.
  for (const block of offered) {
    const state = Object.fromEntries(Object.entries(block).filter(([key]) => key !== 'kind'));
    const saved = Blockly.serialization.blocks.save(
      Blockly.serialization.blocks.append(state as BlockState, workspace),
      { addCoordinates: false, saveIds: false },
    );
    expect(saved).toEqual(state);
  }
  workspace.dispose();
});
