import './pageParts.css';
import { Button } from '../ui';
import type { WholePageStatus } from './useWholePage';

/** Said while the rest of a page over its budget loads, or when it could not, with a retry. */
export function PagePartsStatus({ status, retry }: { status: WholePageStatus; retry: () => void }) {
  if (status === 'loading')
    return <p className="page-parts__status">Loading the rest of this page…</p>;
  if (status !== 'error') return null;
  return (
    <div role="alert" className="page-parts__status page-parts__status--error">
      The rest of this page could not be loaded.{' '}
      <Button small onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
