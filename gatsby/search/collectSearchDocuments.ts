import { loadApiReferences, type LoadOptions } from '../openapi';
import { loadDocsContent } from '../content/docs';
import type { SearchDocument } from './searchDocument';
import { apiReferenceDocuments } from './documents/apiReferenceDocuments';
import { docsDocuments } from './documents/docsDocuments';
import { loadSearchContent } from './documents/contentDocuments';

/**
 * Every document the site search covers, read from the same sources the pages are built from:
 * the API reference models, the documentation pages and the entries of content/search.
 */
export async function collectSearchDocuments(options: LoadOptions = {}): Promise<SearchDocument[]> {
  const models = await loadApiReferences(options);
  return [
    ...apiReferenceDocuments(models),
    ...docsDocuments(loadDocsContent()),
    ...loadSearchContent(),
  ];
}
