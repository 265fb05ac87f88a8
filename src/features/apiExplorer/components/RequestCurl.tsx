import { useState } from 'react';
import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { requestCurl } from '../requestCurl';

/** The request being edited as a curl command, with a button that copies it. */
export function RequestCurl({
  request,
  serverUrl,
}: {
  request: ApiExplorerRequest;
  serverUrl: string;
}) {
  const command = requestCurl(request, serverUrl);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = () => {
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(command).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  return (
    <details className="explorer-curl">
      <summary>Request as curl</summary>
      <button type="button" className="ref-copy" onClick={copy}>
        {copied === 'done' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy curl'}
      </button>
      <pre>
        <code data-testid="explorer-curl">{command}</code>
      </pre>
    </details>
  );
}
