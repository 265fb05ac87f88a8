import fs from 'node:fs';
import { SEARCH_INDEX_VERSION, type SearchIndexData } from '../../lib/search/searchIndexData';
import { SearchService } from './searchService';

/** Why the index could not be used; the routes answer 503 with it. */
export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}

/** Reads and opens the index built by gatsby/search; throws SearchUnavailableError naming the file. */
export function loadSearchService(file: string): SearchService {
  let data: SearchIndexData;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexData;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : (error as Error).message;
    throw new SearchUnavailableError(`Search index ${file}: ${reason}`);
  }
  if (data?.version !== SEARCH_INDEX_VERSION || !Array.isArray(data.documents)) {
    throw new SearchUnavailableError(`Search index ${file}: unknown format, rebuild the site`);
  }
  return new SearchService(data);
}
