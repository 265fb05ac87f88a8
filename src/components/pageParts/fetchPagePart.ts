import { pagePartUrl } from '../../../lib/site/pageParts';

// One request per part per page view, however many cut places of a page it holds.
const loaded = new Map<string, Promise<unknown>>();

/** Fetches a page part (what a page over its budget left out, lib/site/pageParts). */
export function fetchPagePart(name: string): Promise<unknown> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = fetch(pagePartUrl(name)).then((response) => {
      if (!response.ok) throw new Error(`${response.status} loading the rest of the page`);
      return response.json() as Promise<unknown>;
    });
    // a failed part is asked again on a retry
    pending.catch(() => loaded.delete(name));
    loaded.set(name, pending);
  }
  return pending;
}
