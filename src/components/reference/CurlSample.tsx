import type { OperationModel } from '../../../lib/reference/model';
import { CopyButton } from '../site/CopyButton';
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
  return (
    <figure className="ref-sample">
      <figcaption>
        Request sample (curl)
        <CopyButton text={command} label="Copy" />
      </figcaption>
      <pre tabIndex={0}>
        <code data-testid="curl-sample">{command}</code>
      </pre>
    </figure>
  );
}
