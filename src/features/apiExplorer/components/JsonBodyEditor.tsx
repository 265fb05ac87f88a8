import { useEffect, useState } from 'react';
import type { Monaco } from '@monaco-editor/react';
import type { SchemaModel } from '../../../../lib/reference/model';
import { BODY_MODEL_URI, applyBodySchema } from './monaco/bodySchemaDiagnostics';
import { BODY_EDITOR_LINES, EDITOR_LINE_HEIGHT } from './monaco/editorDefaults';
import { LazyMonacoEditor } from './monaco/LazyMonacoEditor';
import { useBodyJsonSchema } from './monaco/useBodyJsonSchema';

interface Props {
  /** The body as the store holds it, pretty-printed. */
  text: string;
  onChange: (body: unknown) => void;
  onValidityChange: (isValid: boolean) => void;
  disabled?: boolean;
  /** The operation's request body schema: Monaco validates and completes the body with it. */
  schema?: SchemaModel;
}

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
const LABEL = 'Request body (JSON)';

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The JSON editor of the request body (Monaco, with the body's JSON schema). The draft is the
 * user's own text; it follows the store only when the store holds another body (an edit in the
 * form, Clear), so typing is not reformatted under the cursor.
 */
export function JsonBodyEditor({ text, onChange, onValidityChange, disabled, schema }: Props) {
  const [draft, setDraft] = useState(text);
  const [storeText, setStoreText] = useState(text);
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  const jsonSchema = useBodyJsonSchema(schema);
  // Only a change of the store's body may replace the draft (derived state, set while rendering).
  if (storeText !== text) {
    setStoreText(text);
    const current = parse(draft);
    if (!current.ok || JSON.stringify(current.value, null, 2) !== text) setDraft(text);
  }
  const parsed = parse(draft);
  useEffect(() => onValidityChange(parsed.ok), [parsed.ok, onValidityChange]);
  useEffect(() => {
    if (monaco) applyBodySchema(monaco, jsonSchema);
  }, [monaco, jsonSchema]);

  const edit = (value: string) => {
    setDraft(value);
    const next = parse(value);
    if (next.ok) onChange(next.value);
  };
  const errorId = parsed.ok ? undefined : 'explorer-json-error';
  // Until Monaco has loaded (or if it cannot), the body is edited in a plain text area.
  const textarea = (
    <textarea
      id="explorer-json-body"
      className="explorer-json__text"
      aria-label={LABEL}
      spellCheck={false}
      rows={BODY_EDITOR_LINES}
      value={draft}
      disabled={disabled}
      aria-invalid={!parsed.ok}
      aria-describedby={errorId}
      onChange={(event) => edit(event.target.value)}
    />
  );
  return (
    <div className="explorer-json">
      {/* Both editors carry the name themselves (aria-label), so this caption is not read twice. */}
      <span className="explorer-json__label" aria-hidden="true">
        {LABEL}
      </span>
      <LazyMonacoEditor
        fallback={textarea}
        className="explorer-json__editor"
        height={BODY_EDITOR_LINES * EDITOR_LINE_HEIGHT}
        language="json"
        path={BODY_MODEL_URI}
        value={draft}
        beforeMount={setMonaco}
        onChange={(value) => edit(value ?? '')}
        options={{ ariaLabel: LABEL, readOnly: disabled }}
      />
      {!parsed.ok && (
        <p id="explorer-json-error" className="explorer-field__error" role="alert">
          {INVALID_JSON_MESSAGE}
        </p>
      )}
    </div>
  );
}
