import type { HeadFC, PageProps } from 'gatsby';
import { ThreeColumnsLayout } from '../../components/layouts/ThreeColumnsLayout';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { ApexLayout } from '../../components/layouts/ApexLayout';
import { ApexClassDetail } from '../../components/apex/ApexClassDetail';
import { ApexClassList } from '../../components/apex/ApexClassList';
import { MarkdownContent } from '../../components/site/MarkdownContent';
import { Seo } from '../../components/site/Seo';
import type { DocsPageContext } from '../../../lib/site/pageContext/docs';
import { NextStep } from '../../features/experiments/components/NextStep';
import { nextGuide } from '../../features/experiments/nextSteps';
import { PageTitle } from '../../components/site/PageTitle';

/** Every docs page: picks the layout its front matter names. */
export default function DocsPageTemplate({ pageContext }: PageProps<object, DocsPageContext>) {
  const { page, nav, sectionTitle, apex } = pageContext;
  if (page.layout === 'apex' && apex) {
    return (
      <ApexLayout classes={apex.classes} currentPath={page.path}>
        {apex.current ? (
          <ApexClassDetail apexClass={apex.current} />
        ) : (
          <>
            <PageTitle>{page.title}</PageTitle>
            <MarkdownContent html={page.html} />
            <ApexClassList classes={apex.classes} />
          </>
        )}
      </ApexLayout>
    );
  }
  if (page.layout === 'contentfulPage') {
    return (
      <ContentfulPageLayout title={page.title} lead={page.description}>
        <MarkdownContent html={page.html} />
      </ContentfulPageLayout>
    );
  }
  return (
    <ThreeColumnsLayout
      sectionTitle={sectionTitle}
      nav={nav}
      currentPath={page.path}
      headings={page.headings}
    >
      <PageTitle>{page.title}</PageTitle>
      <MarkdownContent html={page.html} />
      <NextStep path={page.path} next={nextGuide(nav, page.path)} />
    </ThreeColumnsLayout>
  );
}

export const Head: HeadFC<object, DocsPageContext> = ({ pageContext: { page } }) => (
  <Seo
    title={page.title}
    description={page.description}
    path={page.path}
    image={page.socialImage}
    noindex={page.noindex}
  />
);
