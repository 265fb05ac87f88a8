import { slugify } from '../reference/urls';

/**
 * A method in the sidebar: just enough to draw a link with its HTTP verb, and to find it by
 * its API path, operationId or SDK method name (docs/behaviour.md §2). Kept small, as it is
 * written once per operation into the version's sidebar slice: no page URL (it is the
 * resource's URL and the slug, `sidebarMethodPath`), the slug only when it is not the name's,
 * `deprecated` only when true, `operationId` and `sdkMethodName` only when they say more than
 * `name`, the API path without the prefix every operation of the version shares
 * (`SidebarTree.apiPathPrefix`).
 */
export interface SidebarMethod {
  name: string;
  /** Only when it is not `slugify(name)` (a duplicate's `-2`, an `x-ds-method` slug). */
  slug?: string;
  httpMethod: string;
  deprecated?: true;
  /** The operation's path template after `SidebarTree.apiPathPrefix`, e.g. `/{accountId}/envelopes`. */
  apiPath?: string;
  operationId?: string;
  sdkMethodName?: string;
}

/** The URL of a method's page: its resource's URL and its slug. */
export function sidebarMethodPath(resource: Pick<SidebarResource, 'path'>, method: SidebarMethod) {
  return `${resource.path}${method.slug ?? slugify(method.name)}/`;
}

/** A resource in the sidebar and its methods. */
export interface SidebarResource {
  name: string;
  slug: string;
  path: string;
  methods: SidebarMethod[];
}

/** A category in the sidebar and its resources. */
export interface SidebarCategory {
  name: string;
  slug: string;
  path: string;
  resources: SidebarResource[];
}

/** The compact category → resource → method tree of one API version, shared by all its pages. */
export interface SidebarTree {
  id: string; // sharedSidebarIdentifier: "<apiName>/<version>"
  title: string;
  path: string; // the API version's landing page
  /** An old version kept beside the primary one (eSignature v2): its own line limits. */
  legacy: boolean;
  /** The path segments every operation of the version starts with, e.g. `/v2.1/accounts`. */
  apiPathPrefix?: string;
  categories: SidebarCategory[];
}
