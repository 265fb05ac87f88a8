import { Feed } from 'feed';
import type { BlogPostContent } from './blog';
import type { ChangelogContent } from './changelog';

/** An item of an RSS feed: a blog post or a changelog release. */
export interface FeedItem {
  title: string;
  path: string;
  description: string;
  date: string;
  author?: string;
  tags?: string[];
}

/** A valid RSS 2.0 document for one list page of the site (`feed` writes the XML). */
export function rssFeed(
  siteUrl: string,
  channel: { title: string; description: string; path: string },
  items: FeedItem[],
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const feed = new Feed({
    title: channel.title,
    description: channel.description,
    id: `${base}${channel.path}`,
    link: `${base}${channel.path}`,
    language: 'en-us',
    copyright: 'Developer Center',
    updated: items[0] ? new Date(items[0].date) : new Date(0),
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: `${base}${item.path}`,
      link: `${base}${item.path}`,
      description: item.description,
      date: new Date(item.date),
      author: item.author ? [{ name: item.author }] : undefined,
      category: (item.tags ?? []).map((tag) => ({ name: tag })),
    });
  }
  return feed.rss2();
}

export function blogFeedItems(posts: BlogPostContent[]): FeedItem[] {
  return posts.map(({ title, path, description, date, author, tags }) => ({
    title,
    path,
    description,
    date,
    author,
    tags,
  }));
}

/** A changelog entry's categories are the APIs it affects, then its tags. */
export function changelogFeedItems(entries: ChangelogContent[]): FeedItem[] {
  return entries.map(({ title, path, description, date, apis, tags }) => ({
    title,
    path,
    description,
    date,
    tags: [...apis, ...tags],
  }));
}
