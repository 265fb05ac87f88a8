/** @jest-environment node */
import type { SearchDocument } from '../../../lib/search/searchDocument';
import { loadSearchContent } from '../../search/documents/contentDocuments';
import { NEWSLETTER_YEARS, siteUpdatesPages } from './siteUpdatesPages';

function document(url: string, kind: SearchDocument['kind'], title = url): SearchDocument {
  return { id: url, url, kind, title, category: 'Developer', summary: `About ${title}` };
}

describe('siteUpdatesPages', () => {
  const pages = siteUpdatesPages([
    document('/changelog/', 'changelog', 'Release 25.3'),
    document('/changelog/#click-api-1-4', 'changelog', 'Click API 1.4'),
    document('/newsletter/2024/', 'newsletter', 'Newsletter 2024'),
    document('https://www.example.com/blog/post/', 'blog'),
    document('/docs/esign-rest-api/', 'guide'),
  ]);
  const page = (path: string) => pages.find((candidate) => candidate.pagePath === path);

  it('leaves the changelog to its own pages (gatsby/pages/changelog.ts)', () => {
    expect(page('/changelog/')).toBeUndefined();
  });

  it('creates a newsletter page for every year of docs/behaviour.md §9, empty years included', () => {
    expect(NEWSLETTER_YEARS).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    for (const year of NEWSLETTER_YEARS) expect(page(`/newsletter/${year}/`)).toBeDefined();
    expect(page('/newsletter/2024/')?.entries[0].title).toBe('Newsletter 2024');
    expect(page('/newsletter/2016/')?.entries).toEqual([]);
    expect(page('/newsletter/2016/')?.emptyText).toMatch(/2016/);
  });

  it('lists the years on /newsletter/, newest first, each linking to its page', () => {
    const archive = page('/newsletter/');
    expect(archive?.entries[0]).toMatchObject({ link: '/newsletter/2025/', anchor: '2025' });
    expect(archive?.entries.at(-1)?.link).toBe('/newsletter/2016/');
    expect(archive?.entries.find((entry) => entry.anchor === '2024')?.summary).toBe(
      'About Newsletter 2024',
    );
  });

  it('leaves other sites and other kinds to their own pages', () => {
    expect(pages.map((candidate) => candidate.pagePath)).not.toContain('/docs/esign-rest-api/');
    const anchors = pages.flatMap((candidate) => candidate.entries.map((entry) => entry.title));
    expect(anchors).not.toContain('https://www.example.com/blog/post/');
  });

  it('gives every site path of the bundled search content a page holding its anchor', () => {
    const content = loadSearchContent();
    const built = siteUpdatesPages(content);
    for (const entry of content.filter((candidate) => candidate.url.startsWith('/'))) {
      if (entry.kind === 'guide') continue;
      const [path, fragment] = entry.url.split('#');
      const holder = built.find((candidate) => candidate.pagePath === path);
      expect(holder).toBeDefined();
      if (fragment) expect(holder?.entries.map((item) => item.anchor)).toContain(fragment);
    }
  });
});
