/** @jest-environment node */
import { contextIsNoindex, createResolvers, leftOutOfSitemap } from './sitemapFilter';

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

describe('SitePage.noindex', () => {
  it('reads a Beta version (seo) and front matter (page) from the context', () => {
    expect(contextIsNoindex({ seo: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: { noindex: true } })).toBe(true);
    expect(contextIsNoindex({ page: {} })).toBe(false);
    expect(contextIsNoindex(null)).toBe(false);
  });

  it('is a field of SitePage resolved from the node, so the sitemap never asks for contexts', () => {
    const resolvers: Record<string, Record<string, { resolve: (source: object) => unknown }>> = {};
    const run = createResolvers as unknown as (args: object) => void;
    run({ createResolvers: (given: typeof resolvers) => Object.assign(resolvers, given) });
    const { resolve } = resolvers.SitePage.noindex;
    expect(resolve({ context: { seo: { noindex: true } } })).toBe(true);
    expect(resolve({ context: {} })).toBe(false);
  });
});
