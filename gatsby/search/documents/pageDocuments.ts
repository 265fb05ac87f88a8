import path from 'node:path';
import type { SearchCategory, SearchKind } from '../../../lib/search/searchContract';
import type { SearchDocument } from '../../../lib/search/searchDocument';
import { pageContent } from '../../html/pageContent';
import { readBuiltTextIfAny } from '../../../lib/builtFiles';

// Pages of the interactive tools: found by their name first (issue #23).
const TOOLS = [/^\/tools\/./, /^\/token-generator\/$/, /\/quickstart\/$/, /\/test-clickwrap\/$/];

/** What kind of page a site path is, and the search category it is listed under. */
export function pageKind(pathname: string): { kind: SearchKind; category: SearchCategory } {
  if (TOOLS.some((pattern) => pattern.test(pathname)))
    return { kind: 'tool', category: 'Developer' };
  if (/^\/blog\/[^/]+\/$/.test(pathname)) return { kind: 'blog', category: 'Blogs' };
  return { kind: 'page', category: 'Developer' };
}

/**
 * The search document of one built page, read from its HTML as a visitor gets it. The sitemap
 * decides what is published: an app page that asks robots not to index it is still found here.
 */
export function pageDocument(pathname: string, html: string): SearchDocument | undefined {
  const content = pageContent(html);
  const title = content.title || content.heading;
  if (!title) return undefined;
  const sections = content.headings
    .filter((heading): heading is typeof heading & { id: string } => !!heading.id)
    .map((heading) => ({ id: heading.id, title: heading.text }));
  const body = content.heading ? content.text.replace(content.heading, '').trim() : content.text;
  return {
    id: pathname,
    title,
    url: pathname,
    ...pageKind(pathname),
    summary: content.description || undefined,
    body,
    headings: content.headings.filter((heading) => !heading.id).map((heading) => heading.text),
    sections,
    aliases: content.heading && content.heading !== title ? [content.heading] : undefined,
  };
}

/**
 * One document per page of the sitemap that no other source describes (site pages, tools, the
 * quickstart, blog posts, lists): the search covers everything the site publishes.
 */
export function pageDocuments(publicDir: string, pathnames: string[]): SearchDocument[] {
  return pathnames.flatMap((pathname) => {
    // (page HTML is kept gzipped only once the build is done: gatsby/html/pageHtmlFiles.ts)
    const html = readBuiltTextIfAny(path.join(publicDir, pathname, 'index.html'));
    if (html === undefined) return [];
    const document = pageDocument(pathname, html);
    return document ? [document] : [];
  });
}
