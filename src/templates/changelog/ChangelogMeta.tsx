import { formatDate } from '../../../lib/site/dates';
import type { ChangelogSummary } from '../../../lib/site/pageContext/changelog';

/** Date, affected APIs and tags of a changelog entry. */
export function ChangelogMeta({ entry }: { entry: ChangelogSummary }) {
  return (
    <p className="blog-post__meta changelog__meta">
      <time dateTime={entry.date}>{formatDate(entry.date)}</time> · APIs: {entry.apis.join(', ')}
      {entry.tags.length > 0 && <> · {entry.tags.map((tag) => `#${tag}`).join(' ')}</>}
    </p>
  );
}
