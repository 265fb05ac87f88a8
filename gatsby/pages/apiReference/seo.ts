import { isNoIndexPath } from '../../../src/lib/routing/noindex';
import type { PageSeo } from '../../../src/templates/apiReference/pageContext';

// Limits of docs/behaviour.md §9.
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 150;

/** Cuts text to `max` characters at a word boundary where possible, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** Plain text of build-time HTML (descriptions are rendered markdown). */
export { htmlToText as textOf } from '../../../src/lib/htmlText';

/**
 * The site-wide no-index rule of docs/behaviour.md §2 (docgensend-api, esign-soap-api, any beta path),
 * plus a version the registry tags Beta, which a reference page knows without it being in its path.
 */
export function isNoindexPath(path: string, versionTag?: string): boolean {
  return isNoIndexPath(path) || /beta/i.test(versionTag ?? '');
}

export function pageSeo(args: {
  title: string;
  description: string;
  path: string;
  siteUrl: string;
  versionTag?: string;
}): PageSeo {
  return {
    title: truncate(args.title, TITLE_MAX),
    description: truncate(args.description || args.title, DESCRIPTION_MAX),
    canonical: `${args.siteUrl.replace(/\/$/, '')}${args.path}`,
    noindex: isNoindexPath(args.path, args.versionTag),
  };
}
