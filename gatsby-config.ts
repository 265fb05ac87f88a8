import type { GatsbyConfig } from 'gatsby';
import { isNoIndexPath } from './src/lib/routing/noindex';

// Build-side configuration: everything comes from environment variables with local defaults
// (see README). The CMS source is optional: without credentials it is left out with a log line.
const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';
const contentfulSpace = process.env.CONTENTFUL_SPACE_ID;
const contentfulToken = process.env.CONTENTFUL_ACCESS_TOKEN;

if (!contentfulSpace || !contentfulToken) {
  console.info('[devcenter] CMS source off: CONTENTFUL_SPACE_ID / CONTENTFUL_ACCESS_TOKEN not set');
}

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Developer Center',
    description: 'Build integrations with the e-signature and agreement platform.',
    siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Not pages a search engine should list: error pages, tools, alias redirects.
        excludes: [
          '/404/',
          '/404.html',
          '/500/',
          '/500.html',
          '/preview/',
          '/refresh/',
          '/success/',
          '/sdks/',
          '/clm.cm/',
        ],
        // A custom filter replaces the plugin's own match of `excludes`, so it does both: the
        // excluded route (called once per entry) and the no-index rules of spec section 2.
        filterPages: (
          page: { path: string },
          excludedRoute: string,
          tools: { minimatch: (path: string, pattern: string) => boolean },
        ) =>
          isNoIndexPath(page.path) ||
          tools.minimatch(page.path.replace(/\/$/, ''), excludedRoute.replace(/\/$/, '')),
      },
    },
    ...(contentfulSpace && contentfulToken
      ? [
          {
            resolve: 'gatsby-source-contentful',
            options: { spaceId: contentfulSpace, accessToken: contentfulToken },
          },
        ]
      : []),
    'gatsby-plugin-offline',
  ],
};

export default config;
