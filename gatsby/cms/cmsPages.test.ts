import { cmsEntryToPage, mergePages } from './cmsPages';
import { loadSitePages } from '../content/sitePages';

describe('cmsEntryToPage', () => {
  it('maps a sitePage entry to the page shape the local markdown gives', () => {
    const page = cmsEntryToPage({
      route: '/Platform/Auth',
      title: 'Authentication from the CMS',
      description: null,
      layout: 'threeColumns',
      markdown: '## Grants\n\nUse [webhooks](/platform/webhooks/).',
    });
    expect(page.path).toBe('/platform/auth/');
    expect(page.section).toBe('platform');
    expect(page.headings).toEqual([{ id: 'grants', text: 'Grants', level: 2 }]);
    expect(page.html).toContain('href="/platform/webhooks/"');
    expect(page.description.length).toBeGreaterThan(0);
    expect(page.description.length).toBeLessThanOrEqual(150);
    expect(page.socialImage).toBe('/images/social/default.png');
  });

  it('keeps titles within 60 characters and unknown layouts as threeColumns', () => {
    const page = cmsEntryToPage({
      route: '/support/',
      title: 'x'.repeat(90),
      layout: 'somethingElse',
      markdown: 'Body',
    });
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.layout).toBe('threeColumns');
  });
});

describe('mergePages', () => {
  it('lets a CMS entry replace the local page of the same route', () => {
    const local = loadSitePages();
    const cms = cmsEntryToPage({ route: '/support/', title: 'Support (CMS)', markdown: 'Hi' });
    const merged = mergePages(local, [cms]);
    expect(merged).toHaveLength(local.length);
    expect(merged.find((page) => page.path === '/support/')?.title).toBe('Support (CMS)');
  });
});
