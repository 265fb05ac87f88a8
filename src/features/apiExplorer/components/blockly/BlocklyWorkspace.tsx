import * as Blockly from 'blockly/core';
import * as En from 'blockly/msg/en';
import { withPrefix } from 'gatsby';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SchemaModel } from '../../../../../lib/reference/model';
import {
  fetchSchemaChunk,
  useSchemaChunkBase,
} from '../../../../components/reference/schemaChunks';
import type { BlocklyBodyEditorProps } from './bodyEditorTypes';
import type { WorkspaceState } from './blockState';
import { workspaceToBody } from './blocksToBody';
import { chunkResolver } from '../../bodySchema';
import { bodyToWorkspace } from './bodyToBlocks';
import { toolboxFor } from './bodyToolbox';
import { registerBodyBlocks } from './registerBlocks';
import { loadChunks } from './schemaChunks';

Blockly.setLocale(En as unknown as Record<string, string>);
registerBodyBlocks();

const bodyJson = (body: unknown) => JSON.stringify(body ?? {});

/**
 * The Blockly workspace of the body editor (the lazy chunk). The store's body is the truth:
 * the blocks are rebuilt from it when it changes elsewhere, and every edit of the blocks goes
 * back as a whole new body.
 */
export default function BlocklyWorkspace({
  schema,
  value,
  disabled = false,
  onChange,
}: BlocklyBodyEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  // The body the blocks show, as JSON: edits equal to it are echoes, not changes.
  const shown = useRef('');
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const chunkBase = useSchemaChunkBase();
  const [chunks, setChunks] = useState<Map<string, SchemaModel> | null>(null);
  useEffect(() => {
    let live = true;
    const load = (name: string) => fetchSchemaChunk(chunkBase, name);
    loadChunks(schema, latest.current.value, load).then((loaded) => live && setChunks(loaded));
    return () => {
      live = false;
    };
  }, [schema, chunkBase]);
  const resolve = useMemo(() => (chunks ? chunkResolver(chunks) : null), [chunks]);

  // Blockly's read-only mode is fixed at injection, so a change of `disabled` injects anew.
  useEffect(() => {
    const container = host.current;
    if (!container || !resolve) return;
    const ws = Blockly.inject(container, {
      toolbox: toolboxFor(schema, resolve),
      readOnly: disabled,
      // Served by the site (static/blockly-media): Blockly's default is a remote host.
      media: withPrefix('/blockly-media/'),
      sounds: false,
      trashcan: !disabled,
      zoom: { controls: true, wheel: false, startScale: 0.9 },
      move: { scrollbars: true, drag: true, wheel: true },
    });
    workspace.current = ws;
    const body = latest.current.value;
    shown.current = bodyJson(body);
    Blockly.serialization.workspaces.load(bodyToWorkspace(body, schema, resolve), ws);
    ws.addChangeListener((event: Blockly.Events.Abstract) => {
      if (event.isUiEvent) return;
      const state = Blockly.serialization.workspaces.save(ws) as WorkspaceState;
      const next = workspaceToBody(state);
      if (bodyJson(next) === shown.current) return;
      shown.current = bodyJson(next);
      latest.current.onChange(next);
    });
    return () => {
      workspace.current = null;
      ws.dispose();
    };
  }, [schema, resolve, disabled]);

  // A body changed outside the blocks (Reset, Clear) replaces them.
  useEffect(() => {
    const ws = workspace.current;
    if (!ws || !resolve || bodyJson(value) === shown.current) return;
    shown.current = bodyJson(value);
    Blockly.serialization.workspaces.load(bodyToWorkspace(value, schema, resolve), ws);
  }, [value, schema, resolve]);

  return (
    <div
      ref={host}
      className="explorer-blockly__workspace"
      role="group"
      aria-label="Request body (blocks)"
      aria-busy={!resolve}
    />
  );
}
