/**
 * Gatsby declares SitePage @dontInfer, but only in the schema: its inference bookkeeping, which
 * the declaration never reaches, still walked every page's context on each createPage and tried
 * every string as a date (moment). On the corpus that was 3.2 s of createPages' 5 s. Declaring the
 * type again from the site (which may extend Gatsby's types) marks it ignored there too; the
 * site's createSchemaCustomization does.
 */
export const SITE_PAGE_TYPE_DEFS = 'type SitePage implements Node @dontInfer { path: String! }';
