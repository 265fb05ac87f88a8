/** A method in the sidebar: just enough to draw a link with its HTTP verb. */
export interface SidebarMethod {
  name: string;
  slug: string;
  path: string;
  httpMethod: string;
  deprecated: boolean;
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
  categories: SidebarCategory[];
}

/** The sidebar state of docs/behaviour.md §3, kept in React state and sessionStorage. */
export interface SidebarStateShape {
  sharedSidebarIdentifier: string;
  sidebarState: Record<string, boolean>;
  scrollTopPosition: number;
  filterTerm: string;
  selectedItem: string;
}
