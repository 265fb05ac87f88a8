import { useEffect, useState } from 'react';

interface Props {
  /** The body as the store holds it, pretty-printed. */
  text: string;
  onChange: (body: unknown) => void;
  onValidityChange: (isValid: boolean) => void;
  disabled?: boolean;
}

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The JSON editor of the request body. The draft is the user's own text; it follows the store
 * only when the store holds another body (an edit in the form, Clear), so typing is not
 * reformatted under the cursor.
 */
export function JsonBodyEditor({ text, onChange, onValidityChange, disabled }: Props) {
  const [draft, setDraft] = useState(text);
  const [storeText, setStoreText] = useState(text);
  // Only a change of the store's body may replace the draft (derived state, set while rendering).
  if (storeText !== text) {
    setStoreText(text);
    const current = parse(draft);
    if (!current.ok || JSON.stringify(current.value, null, 2) !== text) setDraft(text);
  }
  const parsed = parse(draft);
  useEffect(() => onValidityChange(parsed.ok), [parsed.ok, onValidityChange]);
  return (
    <div className="explorer-json">
      <label htmlFor="explorer-json-body">Request body (JSON)</label>
      <textarea
        id="explorer-json-body"
        className="explorer-json__text"
        spellCheck={false}
        rows={15}
        value={draft}
        disabled={disabled}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? undefined : 'explorer-json-error'}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = parse(event.target.value);
          if (next.ok) onChange(next.value);
        }}
      />
      {!parsed.ok && (
        <p id="explorer-json-error" className="explorer-field__error" role="alert">
          {INVALID_JSON_MESSAGE}
        </p>
      )}
    </div>
  );
}
