import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';

/** The page's URL with `#id`: what "copy link" copies. */
export function anchorUrl(id: string, location: Location = window.location): string {
  return `${location.origin}${location.pathname}#${id}`;
}

/**
 * The "copy link" affordance of a parameter, field or response (docs/behaviour.md §2): a link
 * to its anchor, shown on hover and on keyboard focus; a click copies the full URL, puts the
 * anchor in the address bar without jumping, and says "Link copied".
 */
export function AnchorLink({ id, label }: { id: string; label: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const url = anchorUrl(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  return (
    <>
      <a href={`#${id}`} className="ref-anchor" aria-label={`Copy link to ${label}`} onClick={copy}>
        <span aria-hidden="true">#</span>
      </a>
      {copied !== 'idle' && (
        <span role="status" className="ref-anchor__status">
          {copied === 'done' ? 'Link copied' : 'Copy failed'}
        </span>
      )}
    </>
  );
}
