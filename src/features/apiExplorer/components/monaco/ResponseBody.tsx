import { useState } from 'react';
import { editorHeight } from './editorDefaults';
import { LazyMonacoEditor } from './LazyMonacoEditor';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A response body in a read-only Monaco editor. The full text also stays in a <pre>: shown
 * while the editor loads (or if it cannot), hidden once the editor is up, and the element whose
 * text a copy or a test reads, since the editor renders only its visible lines.
 */
export function ResponseBody({ text }: { text: string }) {
  const [editorShown, setEditorShown] = useState(false);
  const lines = text.split('\n').length;
  return (
    <div className="explorer-response__body-view">
      {text !== '' && (
        <LazyMonacoEditor
          fallback={null}
          loading={null}
          height={editorHeight(lines)}
          language={isJson(text) ? 'json' : 'plaintext'}
          value={text}
          onMount={() => setEditorShown(true)}
          // Long lines (a new id, a URL) wrap: the pane is narrow beside the form and on a phone.
          options={{
            readOnly: true,
            domReadOnly: true,
            ariaLabel: 'Response body',
            wordWrap: 'on',
          }}
        />
      )}
      {/* Focusable: a long body scrolls, and the keyboard must reach it (axe
          scrollable-region-focusable). */}
      <pre
        className="explorer-response__body"
        data-testid="explorer-response-body"
        hidden={editorShown && text !== ''}
        tabIndex={0}
      >
        {text || '(empty)'}
      </pre>
    </div>
  );
}
