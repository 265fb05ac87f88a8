import type { OperationModel } from '../../../lib/reference/model';
import { CopyButton } from '../site/CopyButton';
import { curlCommand } from '../../../lib/site/samples/curlCommand';
import { useSampleEnvironment } from './environment/SampleEnvironment';

/**
 * The operation as a curl command, with a button that copies it: on a method page it calls the
 * environment picked (the configured platform by default) with the reader's own account id.
 */
export function CurlSample({
  operation,
  serverUrl,
}: {
  operation: OperationModel;
  /** Used outside a method page's environment (e.g. in tests). */
  serverUrl?: string;
}) {
  const sample = useSampleEnvironment();
  const command = curlCommand(operation, sample?.baseUrl ?? serverUrl ?? '', sample?.personal);
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
