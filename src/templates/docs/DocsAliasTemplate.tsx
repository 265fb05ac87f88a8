import { useEffect } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { navigate } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { DocLink } from '../../components/site/DocLink';
import { Seo } from '../../components/site/Seo';
import type { DocsAliasContext } from '../../../lib/site/pageContext/docs';

/**
 * An alias of a documentation base path (/sdks/, /clm.cm/). The static page redirects with a
 * meta refresh (works without JavaScript and on any static host); the app replaces the history
 * entry so Back does not bounce. It is noindex with a canonical link to the target.
 */
export default function DocsAliasTemplate({ pageContext }: PageProps<object, DocsAliasContext>) {
  const { to, title } = pageContext;
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [to]);
  return (
    <SiteLayout className="layout-alias">
      <div className="narrow-page">
        <h1>{title} has moved</h1>
        <p>
          This page now lives at <DocLink to={to}>{to}</DocLink>.
        </p>
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC<object, DocsAliasContext> = ({ pageContext, location }) => (
  <Seo
    title={pageContext.title}
    description={pageContext.description}
    path={location.pathname}
    canonicalPath={pageContext.to}
    image={pageContext.socialImage}
    noindex
  >
    <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
  </Seo>
);
