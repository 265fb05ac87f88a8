import { CopyButton } from '../../../components/site/CopyButton';
import { ButtonLink, Card, buttonClass } from '../../../components/ui';
import { swaggerFileUrl } from '../api';
import { formatBytes, summarise } from '../fileSummary';
import type { SwaggerFile } from '../openApiFilesSlice';
import './openApiFiles.css';

/**
 * One file at a glance (title, version, format, operations, paths, tags, size) with what a
 * developer does with it: download it, view it in the browser, copy its address for a tool that
 * imports from a URL. The text itself is megabytes: it is never put on the page.
 */
export function FileSummaryCard({
  repo,
  gitRef: ref,
  file,
  bytes,
}: {
  repo: string;
  /** The file's ref (a branch or tag of its repository). */
  gitRef: string;
  file: SwaggerFile;
  bytes: number | null;
}) {
  const summary = summarise(file);
  const downloadUrl = swaggerFileUrl(repo, ref, true);
  const rows: [string, string][] = [
    ['Version', summary.version || 'not given'],
    ['Format', summary.format],
    ['Operations', summary.operations.toLocaleString('en-US')],
    ['Paths', summary.paths.toLocaleString('en-US')],
    ['Tags', summary.tags.toLocaleString('en-US')],
    ['Size', bytes === null ? '…' : formatBytes(bytes)],
  ];
  return (
    <Card className="openapi-file">
      <section aria-label="Summary">
        <h2 className="openapi-file__title">{summary.title}</h2>
        <p className="openapi-file__source">
          <code>{repo}</code> at <code>{ref}</code>
        </p>
        <dl className="openapi-file__facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="openapi-file__actions">
          <ButtonLink variant="primary" href={downloadUrl} download>
            Download {repo} {ref}
          </ButtonLink>
          <ButtonLink href={swaggerFileUrl(repo, ref)} target="_blank" rel="noopener">
            View JSON
          </ButtonLink>
          <CopyButton
            text={
              typeof window === 'undefined'
                ? downloadUrl
                : `${window.location.origin}${downloadUrl}`
            }
            label="Copy URL"
            className={buttonClass('secondary')}
          />
        </p>
        <p className="openapi-file__hint">
          The download has generic examples and leaves out operations tagged <code>todo</code> or{' '}
          <code>not-public</code>; import it into Postman, an OpenAPI generator or your editor.
        </p>
      </section>
    </Card>
  );
}
