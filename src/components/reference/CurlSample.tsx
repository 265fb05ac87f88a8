import type { OperationModel } from '../../../lib/reference/model';
import { CopyButton } from '../site/CopyButton';
import { curlCommand } from '../../../lib/site/samples/curlCommand';
import { useHydrated } from '../../app/hooks';
import type { ExplorerTarget } from '../../features/apiExplorer/explorerRequest';
import { useFollowedRequest } from '../../features/apiExplorer/code/useFollowedRequest';
import { requestCurl } from '../../features/apiExplorer/requestCurl';
import { useSampleEnvironment } from './environment/SampleEnvironment';

export interface CurlSampleProps {
  operation: OperationModel;
  /** Used outside a method page's environment (e.g. in tests). */
  serverUrl?: string;
  /** The page's explorer, when the address opens it (`?explorer=true`). */
  explorer?: ExplorerTarget;
}

/**
 * The operation as a curl command: on a method page it calls the environment picked (the
 * configured platform by default) with the reader's own account id. While the explorer is open
 * on the page (`explorer`), it is the request being edited there, written again once typing
 * pauses (`followed`).
 */
export function useCurlSample({ operation, serverUrl, explorer }: CurlSampleProps) {
  const sample = useSampleEnvironment();
  // The static HTML shows the page's example; the explorer's request exists only in the browser.
  const hydrated = useHydrated();
  const followed = useFollowedRequest(hydrated ? explorer : undefined);
  const baseUrl = sample?.baseUrl ?? serverUrl ?? '';
  const command = followed
    ? requestCurl(followed, baseUrl, sample?.personal.token)
    : curlCommand(operation, baseUrl, sample?.personal);
  return { command, followed: Boolean(followed) };
}

/** The curl sample alone, with a button that copies it (a page without other languages). */
export function CurlSample(props: CurlSampleProps) {
  const { command, followed } = useCurlSample(props);
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
