import type { CreatePagesArgs } from 'gatsby';
import { loadSitePages } from '../content/sitePages';
import { errorCodesPage } from '../content/errorCodesPage';
import { selectContentSource } from '../cms/contentSource';
import { CMS_PAGES_QUERY, cmsEntryToPage, mergePages } from '../cms/cmsPages';
import type { CmsPageEntry } from '../cms/cmsPages';
import type { DocPage } from '../content/docs';
import { aliasPages, sectionNav, toPageData } from './docs/docsPages';
import type { DocsPageContext } from '../../lib/site/pageContext/docs';
import { SITE_ALIASES } from '../../lib/site/sitePaths';
import { applyPages, templateFile } from './familyPages';

// Site pages use the docs template: same layouts (threeColumns, contentfulPage), same Seo.
const PAGE_TEMPLATE = templateFile('docs/DocsPageTemplate.tsx');
const ALIAS_TEMPLATE = templateFile('docs/DocsAliasTemplate.tsx');

const SECTION_TITLES: Record<string, string> = {
  platform: 'Platform',
  partner: 'Partner program',
  tools: 'Tools',
};

/**
 * Creates the pages of content/pages: /platform/..., /tools/overview/, /support/, ..., and the
 * alias pages of SITE_ALIASES (/tools/).
 */
export async function createSitePages({
  actions,
  graphql,
  reporter,
}: CreatePagesArgs): Promise<void> {
  let pages: DocPage[];
  let aliases: ReturnType<typeof aliasPages>;
  try {
    // The error codes page is generated from the platform's list (lib/platform/errorCodes).
    pages = [...loadSitePages(), errorCodesPage()];
    // With CMS credentials, entries of the sitePage content type override or add pages.
    if (selectContentSource(process.env).kind === 'contentful') {
      const result = await graphql<{ allContentfulSitePage: { nodes: CmsPageEntry[] } }>(
        CMS_PAGES_QUERY,
      );
      if (result.errors) throw new Error(`CMS query failed: ${String(result.errors)}`);
      const entries = result.data?.allContentfulSitePage.nodes ?? [];
      pages = mergePages(pages, entries.map(cmsEntryToPage));
    }
    aliases = aliasPages(SITE_ALIASES, pages);
  } catch (error) {
    reporter.panicOnBuild(`[site pages] ${(error as Error).message}`, error as Error);
    return;
  }
  for (const page of pages) {
    const shared = pages.filter((other) => other.section === page.section);
    const context: DocsPageContext = {
      page: toPageData(page),
      sectionTitle: SECTION_TITLES[page.section] ?? page.title,
      nav: shared.length > 1 ? sectionNav(pages, page.section) : [],
      apex: null,
    };
    actions.createPage({ path: page.path, component: PAGE_TEMPLATE, context });
  }
  applyPages(actions, { alias: ALIAS_TEMPLATE }, aliases);
  reporter.info(`[site pages] ${pages.length} pages from content/pages, ${aliases.length} aliases`);
}
