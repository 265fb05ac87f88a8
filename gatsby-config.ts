import type { GatsbyConfig } from 'gatsby';
import { proxyServerRoutes } from './gatsby/developProxy';
import { leftOutOfSitemap, SITEMAP_QUERY, type SitemapPage } from './gatsby/sitemapFilter';

// Build-side configuration: everything comes from environment variables with local defaults
// (see README). The CMS source is optional: without credentials it is left out with a log line.
const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';
const contentfulSpace = process.env.CONTENTFUL_SPACE_ID;
const contentfulToken = process.env.CONTENTFUL_ACCESS_TOKEN;

// `gatsby develop` serves pages only: the server routes go to the Fastify server (`npm run serve`
// beside it), which also hosts the embedded sandbox.
const devServerUrl = process.env.DEVCENTER_SERVER_URL ?? 'http://127.0.0.1:9000';

// The persisted user state (the token among it) is encrypted with this key: a production build
// without its own key would ship the development default in its bundle.
if (process.env.NODE_ENV === 'production' && !process.env.GATSBY_PERSIST_SECRET) {
  console.warn(
    '[devcenter] GATSBY_PERSIST_SECRET is not set: the persisted state is encrypted with the ' +
      'development key. Set it for a production deployment.',
  );
}

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
  developMiddleware: (app: Parameters<typeof proxyServerRoutes>[0]) =>
    proxyServerRoutes(app, devServerUrl),
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
        // excluded route (called once per entry) and the no-index rules (path and page).
        query: SITEMAP_QUERY,
        filterPages: (
          page: SitemapPage,
          excludedRoute: string,
          tools: { minimatch: (path: string, pattern: string) => boolean },
        ) =>
          leftOutOfSitemap(page) ||
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
