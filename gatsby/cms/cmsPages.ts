import { finishPage, socialImageFor } from '../content/docs';
import type { DocLayout, DocPage } from '../content/docs';
import { renderMarkdown } from '../content/markdown';

/** A sitePage entry as the schema customisation presents it (gatsby/cms/schema.ts). */
export interface CmsPageEntry {
  route: string;
  title: string;
  description?: string | null;
  layout?: string | null;
  markdown: string;
}

export const CMS_PAGES_QUERY = `{
  allContentfulSitePage { nodes { route title description layout markdown } }
}`;

/** Maps an entry to the page the templates render, with the same rules as local markdown. */
export function cmsEntryToPage(entry: CmsPageEntry): DocPage {
  const layout: DocLayout = entry.layout === 'contentfulPage' ? 'contentfulPage' : 'threeColumns';
  const page = finishPage({
    path: entry.route,
    title: entry.title,
    description: entry.description ?? undefined,
    layout,
    ...renderMarkdown(entry.markdown, entry.route),
    socialImage: socialImageFor(''),
  });
  return { ...page, section: page.path.split('/').filter(Boolean)[0] ?? '' };
}

/** CMS entries replace local pages of the same route and add new ones. */
export function mergePages(local: DocPage[], cms: DocPage[]): DocPage[] {
  const byPath = new Map(local.map((page) => [page.path, page]));
  for (const page of cms) byPath.set(page.path, page);
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}
