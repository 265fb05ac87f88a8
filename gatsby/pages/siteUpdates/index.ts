import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadSearchContent } from '../../search/documents/contentDocuments';
import { siteUpdatesPages } from './siteUpdatesPages';

const TEMPLATE = path.resolve(
  __dirname,
  '../../../src/templates/siteUpdates/SiteUpdatesTemplate.tsx',
);

/** Creates /newsletter/ and /newsletter/{year}/. */
export async function createSiteUpdatesPages({ actions }: CreatePagesArgs): Promise<void> {
  for (const context of siteUpdatesPages(loadSearchContent())) {
    actions.createPage({ path: context.pagePath, component: TEMPLATE, context });
  }
}
