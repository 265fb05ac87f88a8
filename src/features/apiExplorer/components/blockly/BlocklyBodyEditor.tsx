import './blockly.css';
import { Component, Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { BlocklyBodyEditorProps } from './bodyEditorTypes';

// Blockly is large: its chunk loads only when the user picks the Blockly editor.
const BlocklyWorkspace = lazy(
  () => import(/* webpackChunkName: "blockly-editor" */ './BlocklyWorkspace'),
);

class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return <p role="alert">The block editor could not load; use the form or JSON editor.</p>;
    }
    return this.props.children;
  }
}

/** The request body as Blockly blocks (spec: Blockly editor), loaded on first use. */
export function BlocklyBodyEditor(props: BlocklyBodyEditorProps) {
  return (
    <div className="explorer-blockly">
      <LoadFailure>
        <Suspense fallback={<p className="explorer-blockly__loading">Loading the block editor…</p>}>
          <BlocklyWorkspace {...props} />
        </Suspense>
      </LoadFailure>
    </div>
  );
}
