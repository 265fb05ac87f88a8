import type { ApexClass, ApexClassSummary } from '../apex';

/** One link of a docs section's left navigation; `group` is the heading it sits under. */
export interface DocNavItem {
  path: string;
  title: string;
  group: string | null;
}

/** A heading of the current page, for the "On this page" column. */
export interface TocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The docs page as it travels in page-data: the loader's DocPage without its search text. */
export interface DocsPageData {
  path: string;
  title: string;
  description: string;
  html: string;
  layout: 'threeColumns' | 'contentfulPage' | 'apex';
  section: string;
  socialImage: string;
  noindex: boolean;
  headings: TocHeading[];
}

/** pageContext of a docs page (gatsby/pages/docs/docsPages.ts). */
export interface DocsPageContext {
  page: DocsPageData;
  sectionTitle: string;
  nav: DocNavItem[];
  /** Only in the salesforce section: the class list, and the class of a class page. */
  apex: { classes: ApexClassSummary[]; current: ApexClass | null } | null;
}

/** pageContext of an alias page (/sdks/, /clm.cm/): where it leads. */
export interface DocsAliasContext {
  to: string;
  title: string;
  description: string;
  socialImage: string;
}
