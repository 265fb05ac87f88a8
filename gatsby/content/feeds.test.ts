import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { loadBlogPosts } from './blog';
import { blogFeedItems, rssFeed } from './feeds';

const parser = new XMLParser({ ignoreAttributes: false });
const channel = { title: 'Developer blog', description: 'Articles.', path: '/blog/' };

describe('rssFeed', () => {
  const posts = loadBlogPosts();
  const xml = rssFeed('http://127.0.0.1:9000/', channel, blogFeedItems(posts));
  const parsed = parser.parse(xml);

  it('is an RSS 2.0 document with the channel of the list page', () => {
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.title).toBe('Developer blog');
    expect(parsed.rss.channel.link).toBe('http://127.0.0.1:9000/blog/');
  });

  it('has one item per post, newest first, with link, date and categories', () => {
    const items = parsed.rss.channel.item;
    expect(items).toHaveLength(posts.length);
    expect(items[0].link).toBe(`http://127.0.0.1:9000${posts[0]?.path}`);
    const dates = items.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date: number) => Number.isFinite(date))).toBe(true);
    expect([items[0].category].flat().length).toBeGreaterThan(0);
  });
});

describe('loadBlogPosts', () => {
  it('reads dates, authors and tags, and names a file without a date', () => {
    const posts = loadBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.author).not.toBe('');
      expect(post.title.length).toBeLessThanOrEqual(60);
      expect(post.description.length).toBeLessThanOrEqual(150);
    }
    expect(() => loadBlogPosts(path.join(__dirname, 'no-such-dir'))).not.toThrow();
  });
});
