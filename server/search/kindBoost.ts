import type { SearchKind } from '../../lib/search/searchContract';

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
