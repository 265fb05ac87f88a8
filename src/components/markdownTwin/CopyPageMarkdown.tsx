import { useEffect, useState } from 'react';
import { Button } from '../ui';

/** The markdown twin of a page path, written by the build beside its HTML (gatsby/llms). */
export const markdownTwinHref = (pathname: string) =>
  `${pathname.endsWith('/') ? pathname : `${pathname}/`}index.md`;

/**
 * "Copy page as Markdown": fetches the page's markdown twin and copies it, for pasting into an
 * assistant. The path is read on click, so the server-rendered HTML needs none. The button is
 * disabled until the page has hydrated: a click before that would do nothing.
 */
export function CopyPageMarkdown() {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const copy = async () => {
    try {
      const response = await fetch(markdownTwinHref(window.location.pathname));
      if (!response.ok || !navigator.clipboard) throw new Error(String(response.status));
      await navigator.clipboard.writeText(await response.text());
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button small className="copy-page-markdown" disabled={!hydrated} onClick={() => void copy()}>
      {state === 'done' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}
    </Button>
  );
}
