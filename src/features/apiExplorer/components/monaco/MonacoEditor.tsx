import Editor from '@monaco-editor/react';
import type { EditorProps } from '@monaco-editor/react';
import { EDITOR_LINE_HEIGHT, EDITOR_THEME } from './editorDefaults';

export { loadMonaco } from './monacoSetup';

/** Monaco with the site's defaults (docs/behaviour.md §9); loaded only through LazyMonacoEditor. */
export default function MonacoEditor({ options, ...props }: EditorProps) {
  return (
    <Editor
      theme={EDITOR_THEME}
      loading={<p className="explorer-editor__loading">Loading editor…</p>}
      {...props}
      options={{
        lineHeight: EDITOR_LINE_HEIGHT,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        automaticLayout: true,
        fixedOverflowWidgets: true,
        ...options,
      }}
    />
  );
}
