import fs from 'node:fs';
import path from 'node:path';
import { readBuiltText } from '../../lib/builtFiles';
import {
  READABLE_INDEX_VERSIONS,
  SEARCH_INDEX_VERSION,
  type SearchIndexData,
} from '../../lib/search/searchIndexData';
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
    data = JSON.parse(readBuiltText(file)) as SearchIndexData;
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : (error as Error).message;
    throw new SearchUnavailableError(`Search index ${file}: ${reason}`);
  }
  if (!READABLE_INDEX_VERSIONS.includes(data?.version) || !Array.isArray(data.documents)) {
    throw new SearchUnavailableError(
      `Search index ${file}: format ${String(data?.version)}, this server reads formats ` +
        `${READABLE_INDEX_VERSIONS.join(' and ')}: rebuild the site (npm run build)`,
    );
  }
  return new SearchService(data);
}

/**
 * What to say of a loaded index of an older format than this builder writes, or undefined: it is
 * searched, but without what the newer format adds.
 */
export function outdatedIndexNotice(file: string, service: SearchService): string | undefined {
  if (service.format === SEARCH_INDEX_VERSION) return undefined;
  return (
    `search index ${file} is format ${service.format}, written by an older build (this one ` +
    `writes ${SEARCH_INDEX_VERSION}): searched without the vocabulary's ranking until the site ` +
    'is rebuilt (npm run build)'
  );
}

/** The built index of a site: {publicDir}/search/index.json. */
export const searchIndexFile = (publicDir: string) =>
  path.resolve(publicDir, 'search', 'index.json');

interface Loaded {
  /** mtime and size of the file the service was read from. */
  stamp: string;
  service: SearchService;
}

const loaded = new Map<string, Loaded>();

function stampOf(file: string): string | undefined {
  const stat =
    fs.statSync(file, { throwIfNoEntry: false }) ??
    fs.statSync(`${file}.gz`, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : undefined;
}

/**
 * The one search service of this process for an index file: the HTTP search routes and the MCP
 * server (over HTTP or stdio) all read the same object, so the index (about 50 MB of heap at ten
 * thousand operations) is held once. Loaded on first use; loaded again only when the file is
 * replaced (a new build), after which the previous one is no longer referenced from here. A
 * missing or unreadable file throws SearchUnavailableError and is tried again on the next call.
 */
export function sharedSearchService(file: string): SearchService {
  const key = path.resolve(file);
  const current = loaded.get(key);
  const stamp = stampOf(key);
  if (current && (stamp === undefined || stamp === current.stamp)) return current.service;
  const service = loadSearchService(key);
  loaded.set(key, { stamp: stamp ?? '', service });
  return service;
}
