/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { loadChangelog, parseChangelogEntry } from './changelog';
import { changelogFeedItems, rssFeed } from './feeds';

describe('loadChangelog', () => {
  const entries = loadChangelog();

  it('reads every entry, newest first, with its date, APIs and tags', () => {
    expect(entries.length).toBeGreaterThanOrEqual(6);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of entries) {
      expect(entry.path).toBe(`/changelog/${entry.slug}/`);
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.apis.length).toBeGreaterThan(0);
      expect(entry.title.length).toBeLessThanOrEqual(60);
      expect(entry.description.length).toBeLessThanOrEqual(150);
      expect(entry.html).toContain('<h2');
    }
  });

  it('names the file and field of a bad entry', () => {
    expect(() => parseChangelogEntry('---\ntitle: X\napis: [A]\n---\n', 'x.md')).toThrow(
      /x\.md has no date/,
    );
    expect(() => parseChangelogEntry('---\ntitle: X\ndate: 2026-01-01\n---\n', 'y.md')).toThrow(
      /y\.md names no affected API/,
    );
  });
});

describe('the changelog feed', () => {
  const entries = loadChangelog();
  const xml = rssFeed(
    'http://127.0.0.1:9000/',
    { title: 'Changelog', description: 'Release notes.', path: '/changelog/' },
    changelogFeedItems(entries),
  );
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);

  it('is RSS 2.0 with one item per entry, newest first, its APIs and tags as categories', () => {
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.link).toBe('http://127.0.0.1:9000/changelog/');
    const items = parsed.rss.channel.item;
    expect(items).toHaveLength(entries.length);
    expect(items[0].link).toBe(`http://127.0.0.1:9000${entries[0].path}`);
    expect(items[0].title).toBe(entries[0].title);
    const dates = items.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect(dates.every(Number.isFinite)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect([items[0].category].flat()).toEqual([...entries[0].apis, ...entries[0].tags]);
  });
});
