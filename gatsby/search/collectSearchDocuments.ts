import { loadApiReferences, referenceCatalog, type LoadOptions } from '../../lib/reference';
import { loadDocsContent } from '../content/docs';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { apiReferenceDocuments } from './documents/apiReferenceDocuments';
import { docsDocuments } from './documents/docsDocuments';
import { loadSearchContent } from './documents/contentDocuments';
import { loadChangelog } from '../content/changelog';
import { EVENTS_FILE, loadDatedItems } from '../content/datedLists';
import { loadVideos } from '../content/videos';
import {
  changelogDocuments,
  eventDocuments,
  videoDocuments,
} from './documents/siteContentDocuments';

/**
 * Every document the site search covers, read from the same sources the pages are built from:
 * the API reference catalog (the one the pages were built from), the documentation pages, the entries of content/search and the changelog, videos and events.
 */
export async function collectSearchDocuments(options: LoadOptions = {}): Promise<SearchDocument[]> {
  // the build's own catalog unless a test names other specs
  const models =
    options.registry || options.specsDir
      ? await loadApiReferences(options)
      : await referenceCatalog(options.warn);
  return [
    ...apiReferenceDocuments(models),
    ...docsDocuments(loadDocsContent()),
    ...loadSearchContent(),
    ...changelogDocuments(loadChangelog()),
    ...videoDocuments(loadVideos()),
    ...eventDocuments(loadDatedItems(EVENTS_FILE)),
  ];
}
