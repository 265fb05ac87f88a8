import { graphql } from 'gatsby';
import { useMemo } from 'react';
import { methodHeading, type MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';
import type { ReferenceHeadFC, ReferencePageProps } from './referencePage';
import { MethodDetail } from '../../components/reference/MethodDetail';
import { SamplesPanel } from '../../components/reference/samples/SamplesPanel';
import { TryItLink } from '../../components/reference/TryItLink';
import { DeprecatedBadge } from '../../components/reference/Badges';
import { ExplorerMode, hasExplorerFlag } from '../../features/apiExplorer/components/ExplorerMode';
import { explorerTargetOf } from '../../features/apiExplorer/explorerTarget';
import { SampleEnvironmentProvider } from '../../components/reference/environment/SampleEnvironment';
import { platformApiOf } from '../../../lib/site/samples/platformApi';
import { EnvironmentPicker } from '../../components/reference/environment/EnvironmentPicker';
import { OpenApiDetails } from '../../components/reference/OpenApiDetails';
import { MethodContents } from '../../components/reference/MethodContents';
import { isFlagOn } from '../../features/flags/flags';
import { NextStep } from '../../features/experiments/components/NextStep';
import { nextForMethod } from '../../features/experiments/nextSteps';

/** A method page: one operation with its samples in the right column. */
export default function MethodTemplate({
  data: { referencePage: page },
  location,
}: ReferencePageProps<MethodPageContext>) {
  const { operation, resource } = page;
  // One object per page, so the samples' environments are not made again on every render.
  const platformApi = useMemo(() => platformApiOf(page), [page]);
  // With the explorer open, the curl sample beside it shows the request being edited.
  const explorerOpen = page.api.hasApiExplorer && hasExplorerFlag(location?.search);
  const explorer = useMemo(
    () => (explorerOpen ? explorerTargetOf(page) : undefined),
    [explorerOpen, page],
  );
  return (
    <SampleEnvironmentProvider
      siteOrigin={page.siteOrigin}
      platformApi={platformApi}
      servers={page.servers}
    >
      <ApiReferenceLayout
        sidebar={page.sidebar}
        selectedItem={page.pagePath}
        aside={
          page.webhook ? undefined : (
            <>
              <TryItLink pagePath={page.pagePath} hasApiExplorer={page.api.hasApiExplorer} />
              <EnvironmentPicker />
              <SamplesPanel model={page.sampleModel} operation={operation} explorer={explorer} />
            </>
          )
        }
      >
        <ReferenceHeader
          page={page}
          title={methodHeading(resource.name, operation.name)}
          badges={operation.deprecated ? <DeprecatedBadge /> : undefined}
        />
        {!page.webhook && (
          <TryItLink pagePath={page.pagePath} hasApiExplorer={page.api.hasApiExplorer} early />
        )}
        {isFlagOn('oas') && <OpenApiDetails operation={operation} />}
        {isFlagOn('apiReferenceRevamp') && <MethodContents operation={operation} />}
        {!page.webhook && <ExplorerMode page={page} search={location?.search} />}
        <MethodDetail
          operation={operation}
          schemaChunkBase={page.schemaChunkBase}
          securitySchemes={page.securitySchemes}
          webhook={page.webhook}
          hash={location?.hash}
        />
        {!page.webhook && (
          <NextStep
            path={page.pagePath}
            next={nextForMethod(page.pagePath, page.api.hasApiExplorer, resource)}
          />
        )}
      </ApiReferenceLayout>
    </SampleEnvironmentProvider>
  );
}

export const Head: ReferenceHeadFC<MethodPageContext> = ({ data }) => (
  <ReferenceHead seo={data.referencePage.seo} />
);

// The page's data, from the file its createPage wrote (gatsby/createResolvers.ts).
export const query = graphql`
  query ($referencePage: String!) {
    referencePage(key: $referencePage)
  }
`;
