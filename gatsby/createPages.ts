import type { GatsbyNode } from 'gatsby';
import { createApiReferencePages } from './pages/apiReference';
import { createDocsPages } from './pages/docs';
import { createSiteUpdatesPages } from './pages/siteUpdates';

// Each page family lives in gatsby/pages/ and receives the same Gatsby helpers.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createApiReferencePages(args);
  await createDocsPages(args);
  await createSiteUpdatesPages(args);
};
