import './shareRequestLink.css';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { encodeSharedRequest } from './sharedRequest';
import type { SharedRequest } from './sharedRequest';
import { shareUrl } from './shareUrl';
import { Button } from '../../../components/ui';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy link": the method page's address with the request being edited, so a colleague opens
 * the explorer with the same values. Once asked for, the field shows the link and follows edits.
 */
export function ShareRequestLink({ pagePath, hasBody }: { pagePath: string; hasBody: boolean }) {
  const state = useAppSelector((root) => root.apiExplorer);
  const [shown, setShown] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const shared: SharedRequest = {
    pathParameters: state.pathParameters,
    queryParameters: state.queryParameters,
    headerParameters: state.headerParameters,
    customHeaderParameters: state.customHeaderParameters,
    editorType: state.editorType,
    bodyParams: hasBody ? state.bodyParams : undefined,
  };
  const currentLink = () => {
    const encoded = encodeSharedRequest(shared);
    return encoded === null ? null : shareUrl(window.location.origin, pagePath, encoded);
  };
  const link = shown ? currentLink() : null;

  const share = () => {
    setShown(true);
    const url = currentLink();
    if (url === null) return;
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  let message = '';
  if (shown && link === null) message = 'This request is too large to share as a link.';
  else if (copy === 'copied') message = 'Link copied. It holds the request, never your token.';
  else if (copy === 'failed')
    message = 'Copy the link from the field: the clipboard is not available.';

  return (
    <div className="explorer-share">
      <Button small onClick={share}>
        Copy link
      </Button>
      {link !== null && (
        <label className="explorer-share__field">
          Shareable link
          <input type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        </label>
      )}
      {message && (
        <p className="explorer-share__status" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
