import { Component, Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import type { EditorProps } from '@monaco-editor/react';

// The editor and Monaco itself are one lazy chunk, fetched when an editor is first shown.
const MonacoEditor = lazy(() => import(/* webpackChunkName: "monaco-editor" */ './MonacoEditor'));

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
