import type { GatsbyNode } from 'gatsby';
import { createApiReferencePages } from './pages/apiReference';
import { createDocsPages } from './pages/docs';
import { createSiteUpdatesPages } from './pages/siteUpdates';
import { createSitePages } from './pages/sitePages';
import { createBlogPages } from './pages/blog';
import { createChangelogPages } from './pages/changelog';
import { createDatedListPages } from './pages/datedLists';
import { createVideoPages } from './pages/videos';

// Each page family lives in gatsby/pages/ and receives the same Gatsby helpers.
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createApiReferencePages(args);
  await createDocsPages(args);
  await createSiteUpdatesPages(args);
  await createSitePages(args);
  await createBlogPages(args);
  await createChangelogPages(args);
  await createVideoPages(args);
  await createDatedListPages(args);
};
