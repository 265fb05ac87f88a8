import type { SearchDocument } from '../../../lib/search/searchDocument';
import { errorCodesPage } from '../../content/errorCodesPage';

/**
 * The error codes page as one search document, generated like the page: each code a section, so
 * searching a code ("ENVELOPE_IS_INCOMPLETE") finds the page by that section's exact heading
 * and lands on it.
 */
export function errorCodeDocuments(): SearchDocument[] {
  const page = errorCodesPage();
  return [
    {
      id: page.path,
      title: page.title,
      url: page.path,
      category: 'Developer',
      kind: 'page',
      summary: page.description,
      body: page.text,
      headings: page.headings.filter((heading) => heading.level === 2).map((h) => h.text),
      sections: page.headings
        .filter((heading) => heading.level === 3)
        .map((heading) => ({ id: heading.id, title: heading.text })),
      aliases: ['API error codes', 'Errors'],
    },
  ];
}
