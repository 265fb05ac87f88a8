import type { SearchKind } from '../../lib/search/searchContract';
import type { StoredDocument } from '../../lib/search/searchIndexData';

/**
 * How much a kind of page weighs when matches are otherwise equal: reference and guides first,
 * blog posts and dated pages (events, newsletters) after them.
 */
export const SEARCH_KIND_BOOST: Record<SearchKind, number> = {
  api: 1.3,
  guide: 1.3,
  tool: 1.3,
  page: 1.25,
  'api-resource': 1.2,
  'api-category': 1.15,
  'api-landing': 1.15,
  support: 1.05,
  course: 1,
  community: 0.95,
  website: 0.95,
  changelog: 0.9,
  video: 0.9,
  blog: 0.85,
  event: 0.8,
  newsletter: 0.8,
};

/** Suggestions lean harder on pages a developer jumps to: methods, resources and guides. */
export const AUTOCOMPLETE_KIND_BOOST: Record<SearchKind, number> = {
  ...SEARCH_KIND_BOOST,
  api: 1.5,
  'api-resource': 1.4,
  guide: 1.4,
  tool: 1.5,
  page: 1.4,
};

/**
 * A question ("how do I…", "what is…") wants an explanation: guides and site pages before the
 * methods they explain, which keep their weight.
 */
export const QUESTION_KIND_BOOST: Partial<Record<SearchKind, number>> = {
  guide: 1.8,
  page: 1.6,
  video: 1.3,
  blog: 1.2,
};

/** Pages of legacy API versions stay findable but below the current version. */
export const LEGACY_BOOST = 0.6;
/** Pages of other hosts (community, support, courses) below the site's own. */
export const OTHER_HOST_BOOST = 0.6;

/** A result on another site than this one: a full URL, where the site's own pages are paths. */
export const onOtherHost = (doc: Pick<StoredDocument, 'url'>) => /^https?:\/\//i.test(doc.url);

/**
 * What a document weighs whatever the query: how often it is used (the index's `usage`), the
 * current version over legacy ones, the site's own pages over other hosts.
 */
export function documentWeight(doc: StoredDocument): number {
  return (
    (doc.usage ?? 1) * (doc.legacy ? LEGACY_BOOST : 1) * (onOtherHost(doc) ? OTHER_HOST_BOOST : 1)
  );
}
