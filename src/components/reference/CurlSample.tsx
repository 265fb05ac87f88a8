import type { OperationModel } from '../../../lib/reference/model';
import { CopyButton } from '../site/CopyButton';
import { curlCommand } from '../../../lib/site/samples/curlCommand';
import { useHydrated } from '../../app/hooks';
import type { ExplorerTarget } from '../../features/apiExplorer/explorerRequest';
import { useFollowedRequest } from '../../features/apiExplorer/code/useFollowedRequest';
import { requestCurl } from '../../features/apiExplorer/requestCurl';
import { useSampleEnvironment } from './environment/SampleEnvironment';

/**
 * The operation as a curl command, with a button that copies it: on a method page it calls the
 * environment picked (the configured platform by default) with the reader's own account id.
 * While the explorer is open on the page (`explorer`), it is the request being edited there,
 * written again once typing pauses.
 */
export function CurlSample({
  operation,
  serverUrl,
  explorer,
}: {
  operation: OperationModel;
  /** Used outside a method page's environment (e.g. in tests). */
  serverUrl?: string;
  /** The page's explorer, when the address opens it (`?explorer=true`). */
  explorer?: ExplorerTarget;
}) {
  const sample = useSampleEnvironment();
  // The static HTML shows the page's example; the explorer's request exists only in the browser.
  const hydrated = useHydrated();
  const followed = useFollowedRequest(hydrated ? explorer : undefined);
  const baseUrl = sample?.baseUrl ?? serverUrl ?? '';
  const command = followed
    ? requestCurl(followed, baseUrl, sample?.personal.token)
    : curlCommand(operation, baseUrl, sample?.personal);
  return (
    <figure className="ref-sample">
      <figcaption>
        {followed ? 'Request sample (curl), as typed in the explorer' : 'Request sample (curl)'}
        <CopyButton text={command} label="Copy" />
      </figcaption>
      <pre tabIndex={0}>
        <code data-testid="curl-sample">{command}</code>
      </pre>
    </figure>
  );
}
