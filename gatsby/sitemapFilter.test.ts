/** @jest-environment node */
import { contextIsNoindex, leftOutOfSitemap, sitemapPages } from './sitemapFilter';

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

describe("the sitemap's pages", () => {
  it('reads a Beta version (seo) and front matter (page) from the context', () => {
    expect(contextIsNoindex({ seo: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: {} })).toBe(false);
    expect(contextIsNoindex(null)).toBe(false);
  });

  it("are every page's path, noindex when its context says so", () => {
    const nodes = [
      { path: '/docs/click-api/reference/', pageContext: { referencePage: 'k1' } },
      {
        path: '/docs/beta-api/reference/',
        pageContext: { referencePage: 'k2', seo: { noindex: true } },
      },
      { path: '/docs/guide/', pageContext: { page: { noindex: true } } },
      { path: '/', pageContext: null },
    ];
    expect(sitemapPages({ allSitePage: { nodes } })).toEqual([
      { path: '/docs/click-api/reference/', noindex: false },
      { path: '/docs/beta-api/reference/', noindex: true },
      { path: '/docs/guide/', noindex: true },
      { path: '/', noindex: false },
    ]);
  });
});
