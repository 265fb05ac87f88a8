// docs/behaviour.md §7: the tag manager. Its container id and script address are build settings
// (GATSBY_TAG_MANAGER_ID, GATSBY_TAG_MANAGER_URL) that the server reads too, to allow the
// script's origin in its Content Security Policy. Without an id nothing loads.

/** After the page has loaded, the script waits this long (docs/behaviour.md §7). */
export const TAG_MANAGER_LOAD_DELAY_MS = 3000;
/** A page-view event is pushed this long after each route update. */
export const PAGE_VIEW_DELAY_MS = 3500;
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerConfig {
  containerId: string;
  /** The script's address; `?id=<containerId>` is added to it. */
  scriptUrl: string;
  origin: string;
}

export class TagManagerConfigError extends Error {}

/** The configured tag manager, or undefined without a container id; a wrong value names it. */
export function tagManagerConfig(env: {
  GATSBY_TAG_MANAGER_ID?: string;
  GATSBY_TAG_MANAGER_URL?: string;
}): TagManagerConfig | undefined {
  const id = env.GATSBY_TAG_MANAGER_ID?.trim();
  if (!id) return undefined;
  if (!CONTAINER_ID.test(id)) {
    throw new TagManagerConfigError(
      `GATSBY_TAG_MANAGER_ID must be a container id such as GTM-AB12CD, got "${id}"`,
    );
  }
  const raw = env.GATSBY_TAG_MANAGER_URL?.trim() || DEFAULT_TAG_MANAGER_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TagManagerConfigError(`GATSBY_TAG_MANAGER_URL must be an https URL, got "${raw}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new TagManagerConfigError(`GATSBY_TAG_MANAGER_URL must be an https URL, got "${raw}"`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new TagManagerConfigError(
      `GATSBY_TAG_MANAGER_URL must have no query, fragment or credentials, got "${raw}"`,
    );
  }
  return { containerId: id, scriptUrl: url.href, origin: url.origin };
}
