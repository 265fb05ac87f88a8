import type { GatsbyNode } from 'gatsby';
import { createApiReferencePages } from './pages/apiReference';
import { createDocsPages } from './pages/docs';
import { createSiteUpdatesPages } from './pages/siteUpdates';
import { createSitePages } from './pages/sitePages';
import { createBlogPages } from './pages/blog';

// Each page family lives in gatsby/pages/ and receives the same Gatsby helpers.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createApiReferencePages(args);
  await createDocsPages(args);
  await createSiteUpdatesPages(args);
  await createSitePages(args);
  await createBlogPages(args);
};
