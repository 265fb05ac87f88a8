import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { OpenApiFilesPage } from '../../features/openApiFiles/components/OpenApiFilesPage';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/openapi-files/: the API description files, by repository and ref. */
export default function OpenApiFiles() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>OpenAPI files</PageTitle>
      <OpenApiFilesPage />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="OpenAPI files"
    description="Download the OpenAPI descriptions of the APIs."
    path="/tools/openapi-files/"
  />
);
