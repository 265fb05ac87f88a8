import { useState } from 'react';
import { Link, type HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { Button } from '../components/ui';

// Gatsby's preview server re-sources content (e.g. Contentful preview entries) on POST /__refresh
// when ENABLE_GATSBY_REFRESH_ENDPOINT is set; a static build has no such endpoint.
const REFRESH_ENDPOINT = '/__refresh';

/** /refresh: asks the preview server to fetch the latest content again. */
export default function RefreshPage() {
  const [message, setMessage] = useState('');
  const refresh = async () => {
    setMessage('Refreshing…');
    try {
      const response = await fetch(REFRESH_ENDPOINT, { method: 'POST' });
      setMessage(
        response.ok
          ? 'Preview content refreshed. Open the page again in preview to see the changes.'
          : 'Refresh is available on the preview server only; this site serves a finished build.',
      );
    } catch {
      setMessage('The preview server could not be reached.');
    }
  };
  return (
    <SiteLayout className="layout-preview">
      <h1>Refresh preview content</h1>
      <p>
        Fetches the latest draft entries from the content source so that{' '}
        <Link to="/preview/">preview</Link> shows them.
      </p>
      <Button onClick={() => void refresh()}>Refresh preview content</Button>
      <p role="status">{message}</p>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Refresh preview content"
    description="Fetch the latest draft content for the preview server."
    path="/refresh/"
    noindex
  />
);
