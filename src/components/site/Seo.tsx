import { DEFAULT_LOCALE } from '../../../lib/site/dates';
import type { ReactNode } from 'react';
import { normalizeInternalPath } from '../../../lib/site/links';
import { isNoIndexPath } from '../../../lib/site/noindex';
import { META_DESCRIPTION_MAX, metaTitle, truncateMeta } from '../../../lib/site/metaLimits';
import { useSiteUrl } from './useSiteUrl';

export interface SeoProps {
  title: string;
  description: string;
  /** The page path; canonical and og:url are built from it. */
  path: string;
  /** Site path of the social image; the default image when absent. */
  image?: string;
  /** Forces noindex; otherwise the no-index rules of the path decide. */
  noindex?: boolean;
  /** Where the canonical link points when it is not the page itself (aliases). */
  canonicalPath?: string;
  children?: ReactNode;
}

/** Head tags for the Gatsby Head API: title and description within limits, social tags, robots. */
export function Seo({
  title,
  description,
  path,
  image,
  noindex,
  canonicalPath,
  children,
}: SeoProps) {
  const siteUrl = useSiteUrl();
  const fullTitle = metaTitle(title);
  const shortDescription = truncateMeta(description, META_DESCRIPTION_MAX);
  const url = `${siteUrl}${normalizeInternalPath(path)}`;
  const imageUrl = `${siteUrl}${image ?? '/images/social/default.png'}`;
  // A page may ask for noindex; the no-index paths of docs/behaviour.md §2 cannot be opted out of.
  const robotsNoIndex = noindex === true || isNoIndexPath(path);
  return (
    <>
      <html lang={DEFAULT_LOCALE} />
      <title>{fullTitle}</title>
      <meta name="description" content={shortDescription} />
      <link rel="canonical" href={`${siteUrl}${normalizeInternalPath(canonicalPath ?? path)}`} />
      {robotsNoIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={shortDescription} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={shortDescription} />
      <meta name="twitter:image" content={imageUrl} />
      {children}
    </>
  );
}
