import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { ExplorerChooser } from '../../features/apiExplorer/components/ExplorerChooser';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/api-explorer/: pick any operation of an API with an explorer and try it. */
export default function ApiExplorerTool() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>API Explorer</PageTitle>
      <p>
        Try any operation against the demo platform with your own account: choose the API, the
        category, the resource and the method, then fill in the request and send it. You need to log
        in to send requests.
      </p>
      <ExplorerChooser />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="API Explorer"
    description="Try the platform's API operations from the browser, signed in with your account."
    path="/tools/api-explorer/"
  />
);
