import { META_DESCRIPTION_MAX, metaTitle, truncateMeta } from '../../../lib/site/metaLimits';
import { isNoIndexPath } from '../../../lib/site/noindex';
import type { PageSeo } from '../../../lib/site/pageContext/apiReference';

/** Plain text of build-time HTML (descriptions are rendered markdown). */
export { htmlToText as textOf } from '../../../lib/htmlText';

/**
 * The site-wide no-index rule of docs/behaviour.md §2 (docgensend-api, esign-soap-api, any beta path),
 * plus a version the registry tags Beta, which a reference page knows without it being in its path.
 */
export function isNoIndexReferencePage(path: string, versionTag?: string): boolean {
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
    // The site-wide metadata limits and cut of docs/behaviour.md §9 and the site's name when it
    // fits, the same as every page's (Seo).
    title: metaTitle(args.title),
    description: truncateMeta(args.description || args.title, META_DESCRIPTION_MAX),
    canonical: `${args.siteUrl.replace(/\/$/, '')}${args.path}`,
    noindex: isNoIndexReferencePage(args.path, args.versionTag),
  };
}
