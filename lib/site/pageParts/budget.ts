// The page-data budget (docs/behaviour.md §9) and where the parts a page leaves out are served.

/** Bytes a page-data or slice-data file may take. */
export const PAGE_DATA_BYTES = 100 * 1024;

/**
 * Bytes of a page's own data (its context, or its reference page query's result), leaving room
 * for what Gatsby writes around it in page-data (component, path, query hashes, slices).
 */
export const PAGE_CONTEXT_BYTES = PAGE_DATA_BYTES - 4 * 1024;

/** The folder of public/ that holds every page part. */
export const PAGE_PART_FOLDER = 'page-parts';

/** A part's name is a digest of its content: 16 hex digits, never a path from elsewhere. */
export const isPagePartName = (name: unknown): name is string =>
  typeof name === 'string' && /^[0-9a-f]{16}$/.test(name);

/** A part's file under public/ (relative), and its URL. */
export const pagePartFile = (name: string) => `${PAGE_PART_FOLDER}/${name}.json`;
export const pagePartUrl = (name: string) => `/${pagePartFile(name)}`;
