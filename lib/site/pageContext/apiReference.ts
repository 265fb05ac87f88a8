import type { OperationModel, SecuritySchemeModel, ServerModel } from '../../reference/model';
import type { DiffOperation, FieldChange } from '../../reference/versionDiff';
import type { SampleModel } from '../../samples/model';
import type { SidebarTree } from '../sidebarTree';

/** A link in the breadcrumb trail (API › category › resource › method). */
export interface Crumb {
  label: string;
  path: string;
}

/** Another version of the same API, pointing at the closest page to the current one. */
export interface VersionLink {
  version: string;
  tag?: string;
  path: string;
  current: boolean;
  /** For a legacy version: the page of what changed from it to the primary version. */
  changesPath?: string;
}

/** Head metadata computed at build time (limits of docs/behaviour.md §9). */
export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
}

/** What identifies the API version a reference page belongs to. */
export interface ApiSummary {
  apiName: string;
  displayName: string;
  version: string;
  versionTag?: string;
  basePath: string;
  hasApiExplorer: boolean;
}

/** A method as listed on category and resource pages. */
export interface MethodSummary {
  name: string;
  path: string; // page URL
  httpMethod: string;
  apiPath: string; // path template of the operation
  summary: string;
  deprecated: boolean;
}

/**
 * A method page's heading, as its page (src/templates/apiReference/MethodTemplate.tsx) and its
 * markdown twin (gatsby/llms/twins.ts) say it: the resource's name and the method's.
 */
export const methodHeading = (resourceName: string, methodName: string): string =>
  resourceName ? `${resourceName}: ${methodName}` : methodName;

/** The slice alias of an API version's sidebar (one slice per version, gatsby/pages/apiReference/index.ts). */
export const REFERENCE_SIDEBAR_SLICE = 'reference-sidebar';

/**
 * The Gatsby page context of every API reference page: only the key of its data, which the
 * template's page query reads (gatsby/pages/apiReference/pageStore.ts).
 */
export interface ReferencePageKey {
  referencePage: string;
}

/** What a reference template's page query returns: one of the contexts below. */
export interface ReferencePageData<Context> {
  referencePage: Context;
}

/** Fields every API reference page carries. */
export interface ReferencePageBase {
  pagePath: string;
  api: ApiSummary;
  /** Only in unit tests: a build renders the API version's sidebar slice instead. */
  sidebar?: SidebarTree;
  breadcrumbs: Crumb[];
  versions: VersionLink[];
  seo: PageSeo;
}

export interface LandingPageContext extends ReferencePageBase {
  title: string;
  descriptionHtml: string;
  categories: { name: string; path: string; summary: string }[];
}

export interface ResourceSummary {
  name: string;
  path: string;
  descriptionHtml: string;
  methods: MethodSummary[];
}

/** A resource as a category page lists it: its methods (its description is on its own page). */
export interface ResourceListing {
  name: string;
  path: string;
  methods: MethodSummary[];
  /** The rest of a resource whose methods began on the previous page of the list. */
  continued?: true;
}

/** The pages a long list is split over (within the page-data budget), and which one this is. */
export interface ListPager {
  /** From 1. */
  current: number;
  /** Every page of the list in order, the first being the category's or resource's own. */
  pages: string[];
}

export interface CategoryPageContext extends ReferencePageBase {
  category: { name: string; summary: string; descriptionHtml: string };
  resources: ResourceListing[];
  pager?: ListPager;
}

export interface ResourcePageContext extends ReferencePageBase {
  category: { name: string; path: string };
  /** On a continuation page: the rest of its methods, and no description. */
  resource: ResourceSummary;
  pager?: ListPager;
}

export interface MethodPageContext extends ReferencePageBase {
  /** The category and resource the method belongs to (the page title names the resource). */
  category: { name: string; path: string };
  resource: { name: string; path: string };
  operation: OperationModel;
  /** The servers the spec declares for the operation (its own, else the spec's). */
  servers: ServerModel[];
  /**
   * Where the configured platform serves this API (lib/platform/apiLocation.ts): its path under
   * the account's base_uri, or '' when it has a base URL of its own (`platformBaseUrl`).
   */
  platformBasePath: string;
  /** The API's own base URL on the configured platform (Admin, Rooms...), when it has one. */
  platformBaseUrl?: string;
  /** The site's origin at build time, for the static HTML; the browser uses its own. */
  siteOrigin: string;
  schemaChunkBase: string; // /api-schemas/<apiName>/<version>/
  /** The schemes the operation's security names (not the API's whole list). */
  securitySchemes?: Record<string, SecuritySchemeModel>;
  /** An OAS 3.1 webhook: a request the API sends, not one to call (docs/behaviour.md §2.1). */
  webhook?: true;
  /** What the code samples of every language are written from (lib/samples); not on webhooks. */
  sampleModel?: SampleModel;
}

/** An operation of the "what changed" view, with the method page it links to. */
export interface ChangedOperation extends DiffOperation {
  pagePath: string;
}

/** The "what changed" page from a legacy version of an API to its primary one. */
export interface VersionChangesPageContext extends ReferencePageBase {
  fromVersion: string;
  toVersion: string;
  added: ChangedOperation[];
  removed: ChangedOperation[];
  changed: { operation: ChangedOperation; fields: FieldChange[]; more: number }[];
  /** Operations of each list left off the page to keep it within its byte budget. */
  moreAdded: number;
  moreRemoved: number;
  moreChanged: number;
}
