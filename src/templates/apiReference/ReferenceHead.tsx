import type { PageSeo } from '../../../lib/site/pageContext/apiReference';

/** Head tags of a reference page; limits are applied at build time (gatsby/pages/apiReference/seo). */
export function ReferenceHead({ seo }: { seo: PageSeo }) {
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      {seo.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
