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

/** The document title: the page title plus the site name when both fit in the limit. */
export function metaTitle(pageTitle: string, siteName = 'Developer Center'): string {
  const title = truncateMeta(pageTitle, META_TITLE_MAX);
  const withSite = `${title} | ${siteName}`;
  return withSite.length <= META_TITLE_MAX && title !== siteName ? withSite : title;
}
