import { useState } from 'react';
import type { OperationModel } from '../../../gatsby/openapi/model';
import { curlCommand } from './curlCommand';

/** The operation as a curl command, with a button that copies it. */
export function CurlSample({
  operation,
  serverUrl,
}: {
  operation: OperationModel;
  serverUrl: string;
}) {
  const command = curlCommand(operation, serverUrl);
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
    <figure className="ref-sample">
      <figcaption>
        Request sample (curl)
        <button type="button" className="ref-copy" onClick={copy}>
          {copied === 'done' ? 'Copied' : copied === 'failed' ? 'Copy failed' : 'Copy'}
        </button>
      </figcaption>
      <pre>
        <code data-testid="curl-sample">{command}</code>
      </pre>
    </figure>
  );
}
