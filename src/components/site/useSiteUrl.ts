import { graphql, useStaticQuery } from 'gatsby';

/** The absolute site URL of gatsby-config (DEVCENTER_SITE_URL), without a trailing slash. */
export function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site.siteMetadata.siteUrl.replace(/\/+$/, '');
}
