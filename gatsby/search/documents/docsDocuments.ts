import type { DocPage } from '../../content/docs';
import type { SearchDocument } from '../../../lib/search/searchDocument';

/**
 * One search document per documentation page (guides, quickstarts, Apex toolkit classes).
 * `apiNames`: the API each documentation section documents, by its base path segment
 * ("esign-rest-api" → "eSignature REST API"), so a guide's result and suggestion name its API
 * as a method's do.
 */
export function docsDocuments(
  pages: DocPage[],
  apiNames: ReadonlyMap<string, string> = new Map(),
): SearchDocument[] {
  return pages.map((page) => {
    const doc: SearchDocument = {
      id: page.path,
      title: page.title,
      url: page.path,
      category: 'Developer',
      kind: 'guide',
      summary: page.description,
      body: page.text,
      sections: page.headings.map((heading) => ({ id: heading.id, title: heading.text })),
    };
    const apiName = apiNames.get(page.section);
    if (apiName) doc.apiName = apiName;
    return doc;
  });
}
