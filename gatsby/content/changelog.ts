import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncateMeta } from '../../lib/site/metaLimits';
import type { ChangelogSummary } from '../../lib/site/pageContext/changelog';
import { renderMarkdown } from './markdown';

/** One release note of content/changelog, as the changelog pages, feed and search use it. */
export interface ChangelogContent extends ChangelogSummary {
  slug: string;
  html: string;
  text: string;
}

export const CHANGELOG_CONTENT_DIR = path.resolve(__dirname, '../../content/changelog');

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String).filter(Boolean) : [];
}

/** Reads one entry; a missing title, date or affected API fails with the file named. */
export function parseChangelogEntry(source: string, file: string): ChangelogContent {
  const { data, content } = matter(source);
  const slug = path.basename(file, '.md');
  const date =
    data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? '');
  if (typeof data.title !== 'string' || !data.title)
    throw new Error(`Changelog entry ${file} has no title`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`Changelog entry ${file} has no date (YYYY-MM-DD)`);
  const apis = list(data.apis);
  if (apis.length === 0) throw new Error(`Changelog entry ${file} names no affected API (apis)`);
  const entryPath = `/changelog/${slug}/`;
  const { html, text } = renderMarkdown(content, entryPath);
  return {
    slug,
    path: entryPath,
    title: truncateMeta(data.title, META_TITLE_MAX),
    description: truncateMeta(
      typeof data.description === 'string' ? data.description : text,
      META_DESCRIPTION_MAX,
    ),
    date,
    apis,
    tags: list(data.tags),
    html,
    text,
  };
}

/** Every entry, newest first. */
export function loadChangelog(root: string = CHANGELOG_CONTENT_DIR): ChangelogContent[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => parseChangelogEntry(fs.readFileSync(path.join(root, name), 'utf8'), name))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
