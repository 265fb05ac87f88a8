import type { DocPage } from '../../content/docs';
import type { SearchDocument } from '../../../lib/search/searchDocument';

/** One search document per documentation page (guides, quickstarts, Apex toolkit classes). */
export function docsDocuments(pages: DocPage[]): SearchDocument[] {
  return pages.map((page) => ({
    id: page.path,
    title: page.title,
    url: page.path,
    category: 'Developer',
    kind: 'guide',
    summary: page.description,
    body: page.text,
    sections: page.headings.map((heading) => ({ id: heading.id, title: heading.text })),
  }));
}
