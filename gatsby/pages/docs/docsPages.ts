import type { DocPage } from '../../content/docs';
import type { ApexClass, ApexClassSummary } from '../../../lib/site/apex';
import { DOCS_ALIASES, DOCS_BASE_PATHS } from '../../../lib/site/docsBasePaths';
import type {
  DocNavItem,
  DocsAliasContext,
  DocsPageContext,
  DocsPageData,
} from '../../../lib/site/pageContext/docs';
import type { FamilyPage } from '../familyPages';

/** A page of the docs family: a docs page, or an alias that leads to one. */
export type DocsFamilyPage =
  FamilyPage<'page', DocsPageContext> | FamilyPage<'alias', DocsAliasContext>;

// Folder names under a section become nav headings.
const GROUP_TITLES: Record<string, string> = {
  concepts: 'Concepts',
  'how-to': 'How-to guides',
  apex: 'Apex classes',
};

function navGroup(page: DocPage): string | null {
  const folder = page.path.split('/').filter(Boolean)[2];
  if (!folder || page.path.split('/').filter(Boolean).length < 4) return null;
  return GROUP_TITLES[folder] ?? folder.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The left navigation of one section: landing page first, then by order and title. */
export function sectionNav(pages: DocPage[], section: string): DocNavItem[] {
  return pages
    .filter((page) => page.section === section && !page.apexClass)
    .sort(
      (a, b) =>
        (a.order ?? (a.path.split('/').length <= 4 ? 0 : 50)) -
          (b.order ?? (b.path.split('/').length <= 4 ? 0 : 50)) || a.title.localeCompare(b.title),
    )
    .map((page) => ({
      path: page.path,
      title: page.navTitle ?? page.title,
      group: navGroup(page),
    }));
}

function sectionTitle(section: string, pages: DocPage[]): string {
  const base = DOCS_BASE_PATHS.find((entry) => entry.path === `/docs/${section}/`);
  return base?.title ?? pages.find((page) => page.path === `/docs/${section}/`)?.title ?? section;
}

/** What a page carries in page-data: no search text (the search index has its own copy). */
export function toPageData(page: DocPage): DocsPageData {
  const { path, title, description, html, layout, section, socialImage, noindex, headings } = page;
  return { path, title, description, html, layout, section, socialImage, noindex, headings };
}

/**
 * Every docs page of content/docs and the alias pages of docs/behaviour.md §2. Aliases (/sdks/,
 * /clm.cm/) are small redirect pages rather than duplicates: one URL per document for search
 * engines (canonical + noindex), and a meta refresh that works on any static host. Throws
 * naming an alias whose target has no page.
 */
export function docsPages(pages: DocPage[], apexClasses: ApexClass[]): DocsFamilyPage[] {
  const apexSummaries: ApexClassSummary[] = apexClasses.map(
    ({ name, namespace, kind, summary, path: classPath }) => ({
      name,
      namespace,
      kind,
      summary,
      path: classPath,
    }),
  );
  const navs = new Map<string, DocNavItem[]>();
  const built: DocsFamilyPage[] = pages.map((page) => {
    if (!navs.has(page.section)) navs.set(page.section, sectionNav(pages, page.section));
    const context: DocsPageContext = {
      page: toPageData(page),
      sectionTitle: sectionTitle(page.section, pages),
      nav: navs.get(page.section) ?? [],
      apex:
        page.section === 'salesforce'
          ? {
              classes: apexSummaries,
              current: apexClasses.find((c) => c.name === page.apexClass) ?? null,
            }
          : null,
    };
    return { template: 'page', path: page.path, context };
  });
  built.push(...aliasPages(DOCS_ALIASES, pages));
  return built;
}

/**
 * A small redirect page per alias (DocsAliasTemplate: meta refresh, canonical, noindex), titled
 * after the page it leads to. Throws naming an alias whose target has no page.
 */
export function aliasPages(
  aliases: readonly { from: string; to: string }[],
  pages: DocPage[],
): FamilyPage<'alias', DocsAliasContext>[] {
  return aliases.map((alias) => {
    const target = pages.find((page) => page.path === alias.to);
    if (!target) throw new Error(`alias ${alias.from} points at ${alias.to}, which has no page`);
    return {
      template: 'alias',
      path: alias.from,
      context: {
        to: alias.to,
        title: target.title,
        description: target.description,
        socialImage: target.socialImage,
      },
    };
  });
}
