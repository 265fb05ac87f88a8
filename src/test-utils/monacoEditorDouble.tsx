// Test double of @monaco-editor/react for jsdom, which cannot run Monaco: the editor is a
// textarea with the same name, value, read-only state and callbacks, and `beforeMount` gets a
// fake Monaco whose JSON diagnostics options a test can read.
import { useEffect, useRef } from 'react';
import type { EditorProps } from '@monaco-editor/react';

export const fakeMonaco = {
  languages: { json: { jsonDefaults: { setDiagnosticsOptions: jest.fn() } } },
};

export default function Editor({
  value,
  path,
  language,
  options,
  beforeMount,
  onMount,
  onChange,
}: EditorProps) {
  // Mount callbacks run once, as Monaco's do.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    beforeMount?.(fakeMonaco as never);
    onMount?.({} as never, fakeMonaco as never);
  }, [beforeMount, onMount]);
  return (
    <textarea
      data-testid="monaco-editor"
      data-path={path}
      data-language={language}
      aria-label={options?.ariaLabel}
      readOnly={options?.readOnly}
      value={value}
      onChange={(event) => onChange?.(event.target.value, {} as never)}
    />
  );
}
