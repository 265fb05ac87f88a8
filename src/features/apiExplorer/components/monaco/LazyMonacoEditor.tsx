import { Component, Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { EditorProps } from '@monaco-editor/react';

// The editor's chunk, then Monaco itself (the build's own bundle), fetched when an editor is first
// shown; the editor mounts once both are there.
const MonacoEditor = lazy(async () => {
  const editor = await import(/* webpackChunkName: "monaco-editor" */ './MonacoEditor');
  await editor.loadMonaco();
  return editor;
});

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the fallback if the editor's chunk fails to load, so the page never breaks. */
class MonacoBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A Monaco editor, with `fallback` shown while it loads and if it cannot load. */
export function LazyMonacoEditor({ fallback, ...props }: EditorProps & { fallback: ReactNode }) {
  return (
    <MonacoBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <MonacoEditor {...props} />
      </Suspense>
    </MonacoBoundary>
  );
}
