import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { proxyServerRoutes } from './gatsby/developProxy';
import { resolvePersistSecret } from './gatsby/persistSecret';
import {
  leftOutOfSitemap,
  SITEMAP_QUERY,
  sitemapPages,
  type SitemapPage,
} from './gatsby/sitemapFilter';
import { selectContentSource } from './gatsby/cms/contentSource';
import { gatsbyCpuCount } from './gatsby/tuning/workerCount';
import { describeFlags, resolveFlags } from './lib/site/featureFlags';
import { tagManagerConfig } from './lib/analytics/tagManager';
import { ASSET_VERSION } from './lib/site/buildInfo';
import { DOCS_ALIASES } from './lib/site/docsBasePaths';
import { SITE_ALIASES } from './lib/site/sitePaths';

// Build-side configuration: everything comes from environment variables with local defaults
// (see README). The CMS source is optional: without credentials it is left out with a log line.
const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';
const contentSource = selectContentSource(process.env);

// `gatsby develop` serves pages only: the server routes go to the Fastify server (`npm run serve`
// beside it), which also hosts the embedded sandbox.
const devServerUrl = process.env.DEVCENTER_SERVER_URL ?? 'http://127.0.0.1:9000';

// The persisted user state (the token among it) is encrypted with this key; without the variable
// each install generates its own, kept in DATA_DIR, so no bundle ships a shared key. Set here,
// before webpack reads GATSBY_* variables into the bundle.
process.env.GATSBY_PERSIST_SECRET = resolvePersistSecret(
  process.env,
  path.resolve(process.env.DATA_DIR || path.join(__dirname, 'data')),
);

console.info(contentSource.logLine);

// Read by Gatsby when it starts its workers, after this file (gatsby/tuning/workerCount.ts).
const cpuCount = gatsbyCpuCount(process.env);
if (cpuCount) process.env.GATSBY_CPU_COUNT = cpuCount;

// A wrong flag, environment or container id stops the build here, naming its variable; the
// browser reads the same variables (src/features/flags, src/features/analytics).
const featureFlags = resolveFlags(process.env);
const tagManager = tagManagerConfig(process.env);
console.info(
  `feature flags: ${describeFlags(featureFlags)}; tag manager: ${tagManager?.containerId ?? 'off'}`,
);

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Developer Center',
    description: 'Build integrations with the e-signature and agreement platform.',
    siteUrl,
    // docs/behaviour.md §9: the release's asset version, also in every page's head.
    assetVersion: ASSET_VERSION,
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
          ...[...DOCS_ALIASES, ...SITE_ALIASES].map((alias) => alias.from),
        ],
        // A custom filter replaces the plugin's own match of `excludes`, so it does both: the
        // excluded route (called once per entry) and the no-index rules (path and page).
        query: SITEMAP_QUERY,
        resolvePages: sitemapPages,
        filterPages: (
          page: SitemapPage,
          excludedRoute: string,
          tools: { minimatch: (path: string, pattern: string) => boolean },
        ) =>
          leftOutOfSitemap(page) ||
          tools.minimatch(page.path.replace(/\/$/, ''), excludedRoute.replace(/\/$/, '')),
      },
    },
    // Delivery or preview host (gatsby/cms/contentSource.ts); none without credentials.
    ...(contentSource.kind === 'contentful' ? [contentSource.plugin] : []),
    // gatsby-plugin-offline, registering its service worker only where browsers allow it.
    {
      resolve: 'offline-secure-only',
      // Offline, a page not visited yet gets static/offline.html instead of the browser's error.
      options: { appendScript: 'src/sw/offlineFallback.js' },
    },
  ],
};

export default config;
