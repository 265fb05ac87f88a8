import './requestCode.css';
import { useEffect, useState } from 'react';
import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { CODE_LANGUAGES, codeSample, loadHttpSnippet } from '../code/codeSample';
import { requestHar } from '../code/requestHar';
import { requestCurl } from '../requestCurl';
import { CodeBlock, Tabs } from '../../../components/ui';
import type { SampleLanguage } from '../../../../lib/samples/languages';
import { useSampleLanguage } from '../code/useSampleLanguage';

const TABS = [{ id: 'curl', label: 'cURL' }, ...CODE_LANGUAGES];

/** The last sample written, for one language; a null code means it could not be written. */
type Sample = { languageId: string; code: string | null };

/**
 * The request being edited as code: curl (written here, always ready) and the languages
 * httpsnippet writes, loaded once the reader opens the section. The token is a placeholder
 * unless the user asked to see theirs. The language is the reader's sample language, shared
 * with the method page's samples (the same ids: lib/samples/languages.ts).
 */
export function RequestCode({
  request,
  serverUrl,
  token,
}: {
  request: ApiExplorerRequest;
  serverUrl: string;
  /** The user's token, only when they asked to see it; else the samples hold a placeholder. */
  token?: string;
}) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useSampleLanguage();
  const [sample, setSample] = useState<Sample | null>(null);
  const language = CODE_LANGUAGES.find((candidate) => candidate.id === selected);
  // The panel builds a new request object on every render; its HAR text changes only on edits.
  const harText = JSON.stringify(requestHar(request, serverUrl, token));

  useEffect(() => {
    if (open) loadHttpSnippet().catch(() => undefined); // warm the chunk; errors show per tab
  }, [open]);

  useEffect(() => {
    if (!language) return;
    // While an edit is rewritten, the previous code of the same language stays on screen.
    let current = true;
    codeSample(JSON.parse(harText), request.endpoint, language).then(
      (code) => current && setSample({ languageId: language.id, code }),
      () => current && setSample({ languageId: language.id, code: null }),
    );
    return () => {
      current = false;
    };
  }, [harText, request.endpoint, language]);

  const curl = requestCurl(request, serverUrl, token);
  const written = sample?.languageId === selected ? sample : null;
  const code = language ? (written?.code ?? null) : curl;
  const panel = (
    <>
      {language && !written && <p>Writing the {language.label} sample…</p>}
      {language && written?.code === null && (
        <p role="alert">The {language.label} sample could not be loaded. Try again later.</p>
      )}
      {code !== null && (
        <CodeBlock code={code} testId={language ? 'explorer-code' : 'explorer-curl'} />
      )}
    </>
  );
  return (
    <details className="explorer-curl" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Request as code</summary>
      {/* The shared tabs (WAI-ARIA pattern: arrows, Home and End); one panel for the chosen one. */}
      <Tabs
        className="explorer-code"
        label="Language"
        tabs={TABS.map((tab) => ({ id: tab.id, label: tab.label, content: panel }))}
        selected={selected}
        onSelect={(id) => setSelected(id as SampleLanguage)}
      />
    </details>
  );
}
