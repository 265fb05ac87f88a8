import type { HeadFC, PageProps } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { MarkdownContent } from '../components/site/MarkdownContent';
import { Seo } from '../components/site/Seo';
import { usePreviewEntry } from '../features/preview/usePreviewEntry';

/**
 * /preview?route=/platform/auth/ renders a content entry from its page data (the same data the
 * page itself uses, whichever source it came from); /preview?spec=<name>&url=<site path> checks
 * an API description and shows the statuses of docs/behaviour.md §2.
 */
export default function PreviewPage({ location }: PageProps) {
  const state = usePreviewEntry(location.search);
  return (
    <SiteLayout className="layout-preview">
      <p className="preview-banner" role="note">
        Preview
      </p>
      {state.kind === 'loading' && <h1>Loading preview…</h1>}
      {state.kind === 'status' && (
        <>
          <h1>Preview</h1>
          <p role="status">{state.message}</p>
        </>
      )}
      {state.kind === 'spec' && (
        <>
          <h1>{state.title}</h1>
          <p role="status">Version {state.version}</p>
        </>
      )}
      {state.kind === 'entry' && (
        <>
          <h1>{state.title}</h1>
          <MarkdownContent html={state.html} />
        </>
      )}
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Preview"
    description="Preview of a content entry or an API description before it is published."
    path="/preview/"
    noindex
  />
);
