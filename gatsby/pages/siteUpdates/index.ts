import type { CreatePagesArgs } from 'gatsby';
import { loadSearchContent } from '../../search/documents/contentDocuments';
import { siteUpdatesPages } from './siteUpdatesPages';
import { templateFile } from '../familyPages';

const TEMPLATE = templateFile('siteUpdates/SiteUpdatesTemplate.tsx');

/** Creates /newsletter/ and /newsletter/{year}/. */
export async function createSiteUpdatesPages({ actions }: CreatePagesArgs): Promise<void> {
  for (const context of siteUpdatesPages(loadSearchContent())) {
    actions.createPage({ path: context.pagePath, component: TEMPLATE, context });
  }
}
