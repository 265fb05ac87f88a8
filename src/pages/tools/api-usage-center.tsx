import type { HeadFC } from 'gatsby';
import { Link } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import {
  USAGE_CENTER_PATH,
  UsageCenterPage,
} from '../../features/apiUsage/components/UsageCenterPage';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/api-usage-center/: the signed-in developer's calls to the platform. */
export default function ApiUsageCenter() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>API usage center</PageTitle>
      <p>
        How your integration keys use the platform: calls per day, the error codes they get and the
        operations that take longest, so you can fix problems before they reach your users.
      </p>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <UsageCenterPage />
      </div>
      <section aria-labelledby="reading">
        <h2 id="reading">Reading the figures</h2>
        <ul>
          <li>
            Many 401: tokens used after they expire. Refresh before <code>expires_in</code>.
          </li>
          <li>Many 429: bursts over the limit. Queue calls, or listen with webhooks.</li>
          <li>
            Many 400 on one operation: a field sent wrong. Read the message and try the call in the{' '}
            <Link to="/tools/api-explorer/">API Explorer</Link>.
          </li>
        </ul>
        <p>
          Usage figures feed the <Link to="/platform/go-live/">go-live review</Link>.
        </p>
      </section>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="API usage center"
    description="Your calls to the platform per day and integration key, their error codes and the slowest operations."
    path={USAGE_CENTER_PATH}
  />
);
