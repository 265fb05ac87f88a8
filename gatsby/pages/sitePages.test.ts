/** @jest-environment node */
import type { CreatePagesArgs } from 'gatsby';
import { createSitePages } from './sitePages';

/** The pages createSitePages creates from the real content/pages, by path. */
async function createdPages() {
  const created = new Map<string, { component: string; context: Record<string, unknown> }>();
  const args = {
    actions: {
      createPage: (page: { path: string; component: string; context: Record<string, unknown> }) =>
        created.set(page.path, page),
    },
    graphql: () => Promise.reject(new Error('no CMS in this test')),
    reporter: {
      info: () => undefined,
      panicOnBuild: (message: string) => {
        throw new Error(message);
      },
    },
  } as unknown as CreatePagesArgs;
  await createSitePages(args);
  return created;
}

it("gives /tools/, the folder of the header's Tools link, a page leading to the overview", async () => {
  const pages = await createdPages();
  expect(pages.get('/tools/overview/')?.component).toMatch(/DocsPageTemplate\.tsx$/);
  const tools = pages.get('/tools/');
  expect(tools?.component).toMatch(/DocsAliasTemplate\.tsx$/);
  expect(tools?.context).toMatchObject({ to: '/tools/overview/', title: 'Developer tools' });
});
