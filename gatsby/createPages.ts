import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { createApiReferencePages } from './pages/apiReference';
import { createDocsPages } from './pages/docs';
import { createSiteUpdatesPages } from './pages/siteUpdates';
import { createSitePages } from './pages/sitePages';
import { createBlogPages } from './pages/blog';
import { createChangelogPages } from './pages/changelog';
import { createDatedListPages } from './pages/datedLists';
import { createVideoPages } from './pages/videos';
import { withPageBudget } from './pages/pageParts';

// Each page family lives in gatsby/pages/ and receives the same Gatsby helpers, whose
// createPage keeps every page's data within its budget (pages/pageParts.ts).
export const createPages: GatsbyNode['createPages'] = async (gatsbyArgs) => {
  const { actions } = gatsbyArgs;
  const createPage = withPageBudget(actions.createPage, path.resolve('public'));
  const args = { ...gatsbyArgs, actions: { ...actions, createPage } };
  await createApiReferencePages(args);
  await createDocsPages(args);
  await createSiteUpdatesPages(args);
  await createSitePages(args);
  await createBlogPages(args);
  await createChangelogPages(args);
  await createVideoPages(args);
  await createDatedListPages(args);
};
