/** @jest-environment node */
import { leftOutOfSitemap } from './sitemapFilter';

describe('leftOutOfSitemap', () => {
  it('leaves out the no-index paths of docs/behaviour.md §2', () => {
    expect(leftOutOfSitemap({ path: '/docs/esign-soap-api/' })).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/docgensend-api/reference/' })).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/esign-rest-api/' })).toBe(false);
  });

  it('leaves out pages whose own context is noindex (a Beta version, front matter)', () => {
    const beta = {
      path: '/docs/workspaces-api/reference/',
      pageContext: { seo: { noindex: true } },
    };
    const doc = { path: '/docs/click-api/draft/', pageContext: { page: { noindex: true } } };
    expect(leftOutOfSitemap(beta)).toBe(true);
    expect(leftOutOfSitemap(doc)).toBe(true);
    expect(leftOutOfSitemap({ path: '/docs/click-api/', pageContext: { page: {} } })).toBe(false);
    expect(leftOutOfSitemap({ path: '/changelog/', pageContext: null })).toBe(false);
  });
});
