import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadDocsContent } from '../content/docs';
import type { DocPage } from '../content/docs';
import { loadApexClasses } from '../content/apex';
import { DOCS_ALIASES, DOCS_BASE_PATHS } from '../../src/lib/routing/docsBasePaths';
import type { DocNavItem } from '../../src/components/layouts/docsNav';
import type { ApexClassSummary } from '../../src/components/apex/model';
import type {
  DocsAliasContext,
  DocsPageContext,
  DocsPageData,
} from '../../src/templates/docs/pageContext';

const PAGE_TEMPLATE = path.resolve(__dirname, '../../src/templates/docs/DocsPageTemplate.tsx');
const ALIAS_TEMPLATE = path.resolve(__dirname, '../../src/templates/docs/DocsAliasTemplate.tsx');

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
  const {
    path: pagePath,
    title,
    description,
    html,
    layout,
    section,
    socialImage,
    noindex,
    headings,
  } = page;
  return {
    path: pagePath,
    title,
    description,
    html,
    layout,
    section,
    socialImage,
    noindex,
    headings,
  };
}

/**
 * Creates every docs page of content/docs and the alias pages of docs/behaviour.md §2. Aliases
 * (/sdks/, /clm.cm/) are small redirect pages rather than duplicates: one URL per document for
 * search engines (canonical + noindex), and a meta refresh that works on any static host.
 */
export async function createDocsPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let pages: DocPage[];
  let apexClasses: ReturnType<typeof loadApexClasses>;
  try {
    pages = loadDocsContent();
    apexClasses = loadApexClasses();
  } catch (error) {
    reporter.panicOnBuild(`[docs] ${(error as Error).message}`, error as Error);
    return;
  }
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
  for (const page of pages) {
    if (!navs.has(page.section)) navs.set(page.section, sectionNav(pages, page.section));
    const pageData = toPageData(page);
    const context: DocsPageContext = {
      page: pageData,
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
    actions.createPage({ path: page.path, component: PAGE_TEMPLATE, context });
  }
  for (const alias of DOCS_ALIASES) {
    const target = pages.find((page) => page.path === alias.to);
    if (!target) {
      reporter.panicOnBuild(`[docs] alias ${alias.from} points at ${alias.to}, which has no page`);
      continue;
    }
    const context: DocsAliasContext = {
      to: alias.to,
      title: target.title,
      description: target.description,
      socialImage: target.socialImage,
    };
    actions.createPage({ path: alias.from, component: ALIAS_TEMPLATE, context });
  }
  reporter.info(`[docs] ${pages.length} docs pages, ${DOCS_ALIASES.length} aliases`);
}
