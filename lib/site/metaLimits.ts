// Metadata limits of docs/behaviour.md §9: search engines cut longer titles and descriptions
// mid-word, so the site cuts them itself, at a word boundary, with an ellipsis inside the limit.

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 150;

/** Collapses whitespace and shortens to at most `max` characters, ending with "…" when cut. */
export function truncateMeta(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`;
}

// "Resource: method - API" and "Resource resource - API v2.1" (the reference pages' titles): the part
// after " - " says where the page is, and may end with the version that tells two pages apart.
const CONTEXT_TAIL = /^(.+?) - (.+)$/;
const TRAILING_VERSION = /\s(v?\d[\w.-]*)$/;

/**
 * The document title: the page title plus the site name, within the limit. When both do not fit,
 * a title with a context tail ("Envelopes: listStatusChanges - eSignature REST API") gives up the
 * tail, but not a version at its end, for the site name ("Envelopes: listStatusChanges |
 * Developer Center"): 157 reference pages went without the site name before. A title still too
 * long keeps its own words and goes without it.
 */
export function metaTitle(pageTitle: string, siteName = 'Developer Center'): string {
  const title = truncateMeta(pageTitle, META_TITLE_MAX);
  const suffix = ` | ${siteName}`;
  const fits = (text: string) => text.length + suffix.length <= META_TITLE_MAX;
  if (title === siteName) return title;
  if (fits(title)) return `${title}${suffix}`;
  const [, head, tail] = CONTEXT_TAIL.exec(title) ?? [];
  if (head) {
    const version = TRAILING_VERSION.exec(tail)?.[1];
    const short = version ? `${head} ${version}` : head;
    if (fits(short)) return `${short}${suffix}`;
  }
  return title;
}
