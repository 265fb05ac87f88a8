// docs/behaviour.md §2: navigating to a hash whose target is missing retries the scroll. Content that
// renders after hydration (schema sections, tabs, persisted state) is not there when the route
// changes, so Gatsby's own scroll to the hash finds nothing.

/** Time between two looks for the hash's target. */
export const HASH_SCROLL_RETRY_MS = 500;
/** Looks after the first one before giving up. */
export const HASH_SCROLL_MAX_RETRIES = 10;

/** Element ids a location hash may name: decoded first (`#caf%C3%A9` → `café`), then as written. */
export function hashTargetIds(hash: string): string[] {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape (`#100%`) can only be an id written as is.
  }
  return decoded === raw ? [raw] : [decoded, raw];
}

/**
 * A target the page has already landed on itself (a method page's deep link focuses its row and
 * centres it): scrolling it again to the top would jump the page a moment after it landed.
 */
const landed = (target: HTMLElement, doc: Document) => doc.activeElement === target;

function findTarget(ids: string[], doc: Document): HTMLElement | null {
  for (const id of ids) {
    const element = doc.getElementById(id);
    if (element) return element;
  }
  return null;
}

/**
 * Scrolls to the hash's target now if it exists, else looks again every 500 ms, up to 10 times,
 * and scrolls once when it appears. Returns a function that stops the looking.
 */
export function scrollToHashWithRetry(hash: string, doc: Document = document): () => void {
  const ids = hashTargetIds(hash);
  if (ids.length === 0) return () => undefined;
  // Scrolling again to a target Gatsby already reached is harmless, and covers ids that only
  // match the hash as written (Gatsby looks up the decodeURI form only).
  const present = findTarget(ids, doc);
  if (present) {
    if (!landed(present, doc)) present.scrollIntoView();
    return () => undefined;
  }
  let retries = 0;
  const timer = setInterval(() => {
    retries += 1;
    const target = findTarget(ids, doc);
    if (target && !landed(target, doc)) target.scrollIntoView();
    if (target || retries >= HASH_SCROLL_MAX_RETRIES) clearInterval(timer);
  }, HASH_SCROLL_RETRY_MS);
  return () => clearInterval(timer);
}
