import type {
  ListPager,
  MethodSummary,
  ResourceListing,
} from '../../../lib/site/pageContext/apiReference';
import { uniqueSlug } from '../../../lib/reference/urls';

/**
 * Bytes of list JSON one category or resource page carries: with the fields every reference
 * page has (about 2 KB), its page-data stays under the 100 KB every page-data file must keep
 * (docs/behaviour.md §9). A longer list continues on pages of its own.
 */
export const LIST_PAGE_BYTES = 60 * 1024;

const bytesOf = (value: unknown) => JSON.stringify(value).length;

/**
 * Consecutive runs of `items` whose JSON array is at most `budget` bytes each (an item over it:
 * a run alone).
 */
export function pageItems<T>(items: T[], budget = LIST_PAGE_BYTES): T[][] {
  const pages: T[][] = [[]];
  // An array's JSON is its items, a comma after each but the last, and two brackets.
  let used = 1;
  for (const item of items) {
    const size = bytesOf(item) + 1;
    if (pages[pages.length - 1].length > 0 && used + size > budget) {
      pages.push([]);
      used = 1;
    }
    pages[pages.length - 1].push(item);
    used += size;
  }
  return pages;
}

/**
 * A category's resources as listings, split over pages within `budget`: a resource whose
 * methods alone pass it continues on the next page, marked `continued` there.
 */
export function pageListings(listings: ResourceListing[], budget = LIST_PAGE_BYTES) {
  const pieces = listings.flatMap((listing) => {
    const head = bytesOf({ ...listing, methods: [], continued: true }) - 2;
    return pageItems(listing.methods, budget - head).map((methods, index): ResourceListing =>
      index === 0 ? { ...listing, methods } : { ...listing, methods, continued: true },
    );
  });
  return pageItems(pieces, budget);
}

/** A resource's methods over pages within `budget` (its description is on the first). */
export const pageMethods = (methods: MethodSummary[], budget = LIST_PAGE_BYTES) =>
  pageItems(methods, budget);

/**
 * The URLs of a list's pages: the list's own page, then `page-2/`, `page-3/` ... below it (a
 * slug its items already use gets a suffix, so no item's page is ever overwritten).
 */
export function listPagePaths(path: string, count: number, itemSlugs: string[]): string[] {
  const taken = new Set(itemSlugs);
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? path : `${path}${uniqueSlug(`page-${index + 1}`, taken)}/`,
  );
}

/** The pager of page `index` (from 0) of a list; none for a list of one page. */
export function pagerOf(paths: string[], index: number): { pager?: ListPager } {
  return paths.length > 1 ? { pager: { current: index + 1, pages: paths } } : {};
}

/** " (page 2 of 3)" in the title of a list's later pages. */
export const pageLabel = (paths: string[], page: number) =>
  page === 0 ? '' : ` (page ${page + 1} of ${paths.length})`;

/** The last breadcrumb of a list's later pages. */
export const pageCrumb = (paths: string[], page: number) => ({
  label: `Page ${page + 1}`,
  path: paths[page],
});
