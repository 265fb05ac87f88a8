/** @jest-environment node */
import {
  contextIsNoindex,
  leftOutOfSitemap,
  onCreatePage,
  sitemapPages,
  withSitemapEntries,
} from './sitemapFilter';

describe('leftOutOfSitemap', () => {
  it('leaves out the no-index paths of docs/behaviour.md §2', () => {
    expect(leftOutOfSitemap({ path: '/docs/esign-soap-api/' })).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/docgensend-api/reference/' })).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/esign-rest-api/' })).toBe(false);
  });

  it('leaves out pages whose own context is noindex', () => {
    expect(leftOutOfSitemap({ path: '/docs/workspaces-api/reference/', noindex: true })).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/click-api/', noindex: false })).toBe(false);
    expect(leftOutOfSitemap({ path: '/changelog/', noindex: null })).toBe(false);
  });
});

describe('SitemapEntry', () => {
  it('reads a Beta version (seo) and front matter (page) from the context', () => {
    expect(contextIsNoindex({ seo: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: {} })).toBe(false);
    expect(contextIsNoindex(null)).toBe(false);
  });

  it('is kept beside every page, its own and src/pages, as a small node the sitemap reads', () => {
    const nodes: object[] = [];
    const run = onCreatePage as unknown as (args: object) => void;
    run({
      page: { path: '/docs/navigator-api/', context: { seo: { noindex: true } } },
      actions: { createNode: (node: object) => nodes.push(node) },
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => 'digest',
    });
    expect(nodes).toEqual([
      {
        path: '/docs/navigator-api/',
        noindex: true,
        id: 'id:SitemapEntry /docs/navigator-api/',
        internal: { type: 'SitemapEntry', contentDigest: 'digest' },
      },
    ]);
    const createPage = jest.fn();
    const own = withSitemapEntries({
      actions: { createPage, createNode: (node: object) => nodes.push(node) },
      createNodeId: (key: string) => `id:${key}`,
      createContentDigest: () => 'digest',
    } as never) as unknown as { actions: { createPage: (page: object) => void } };
    const page = { path: '/docs/click-api/', component: 'x', context: {} };
    own.actions.createPage(page);
    expect(createPage).toHaveBeenCalledWith(page);
    expect(nodes[1]).toMatchObject({ path: '/docs/click-api/', noindex: false });
    expect(sitemapPages({ allSitemapEntry: { nodes: [{ path: '/a/', noindex: false }] } })).toEqual(
      [{ path: '/a/', noindex: false }],
    );
  });
});
