import { searchIndexFile, sharedSearchService } from '../search/loadSearchService';
import type { SearchService } from '../search/searchService';

/**
 * The search service over {publicDir}/search/index.json: the process's one shared instance
 * (the HTTP search routes read the same), opened on the first search if nothing opened it yet;
 * a missing index is retried on the next call.
 */
export function searchSource(publicDir: string): () => SearchService {
  return () => sharedSearchService(searchIndexFile(publicDir));
}
