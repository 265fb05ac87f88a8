import { loadApiReferences, referenceCatalog, type LoadOptions } from '../../lib/reference';
import { loadDocsContent } from '../content/docs';
import type { SearchDocument } from '../../lib/search/searchDocument';
import type { ApiReferenceModel } from '../../lib/reference/model';
import { apiReferenceDocuments } from './documents/apiReferenceDocuments';
import { docsDocuments } from './documents/docsDocuments';
import { loadSearchContent } from './documents/contentDocuments';
import { loadChangelog } from '../content/changelog';
import { EVENTS_FILE, loadDatedItems } from '../content/datedLists';
import { siteVideos } from '../videoPlatform/siteVideos';
import path from 'node:path';
import { sitemapPages } from '../llms/sitemapPages';
import { builtFileExists } from '../../lib/builtFiles';
import { pageDocuments } from './documents/pageDocuments';
import { errorCodeDocuments } from './documents/errorCodeDocuments';
import {
  changelogDocuments,
  eventDocuments,
  videoDocuments,
} from './documents/siteContentDocuments';

/** The sitemap's page paths of a built site; none before the sitemap is written. */
function sitemapPaths(publicDir: string): string[] {
  if (!builtFileExists(path.join(publicDir, 'sitemap-index.xml'))) return [];
  return sitemapPages(publicDir).map((url) => new URL(url).pathname);
}

/** The current version's name of each API, by its documentation section ("esign-rest-api"). */
function sectionApiNames(models: ApiReferenceModel[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const model of models)
    if (model.isPrimary) names.set(model.basePath.split('/')[2] ?? '', model.displayName);
  return names;
}

/**
 * Every document the site search covers, read from the same sources the pages are built from:
 * the API reference catalog (the one the pages were built from), the documentation pages, the
 * entries of content/search and the changelog, videos (or the video platform's catalogue the
 * pages were built from), events and the error codes page (generated, as its page is, from the
 * platform's list); with `publicDir`, every other page of the built sitemap, read from its HTML
 * (site pages, tools, blog posts, lists).
 */
export async function collectSearchDocuments(
  options: LoadOptions & { publicDir?: string } = {},
): Promise<SearchDocument[]> {
  // the build's own catalog unless a test names other specs
  const models =
    options.registry || options.specsDir
      ? await loadApiReferences(options)
      : await referenceCatalog(options.warn);
  const documents = [
    ...apiReferenceDocuments(models),
    ...docsDocuments(loadDocsContent(), sectionApiNames(models)),
    ...errorCodeDocuments(),
    ...loadSearchContent(),
    ...changelogDocuments(loadChangelog()),
    ...videoDocuments(siteVideos()),
    ...eventDocuments(loadDatedItems(EVENTS_FILE)),
  ];
  if (!options.publicDir) return documents;
  const covered = new Set(documents.map((document) => document.url));
  const rest = sitemapPaths(options.publicDir).filter((pathname) => !covered.has(pathname));
  return [...documents, ...pageDocuments(options.publicDir, rest)];
}
