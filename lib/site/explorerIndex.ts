// The explorer's method index: written by the build (gatsby/pages/apiReference/explorerIndex.ts),
// fetched by the /tools/api-explorer/ page (ExplorerChooser).

/** One method the API Explorer can open (its page with ?explorer=true). */
export interface ExplorerIndexMethod {
  name: string;
  httpMethod: string;
  path: string; // path template of the operation
  pagePath: string;
}

/** What /tools/api-explorer/ offers: API › category › resource › method. */
export interface ExplorerIndexApi {
  apiName: string;
  swaggerName: string;
  displayName: string;
  version: string;
  isPrimary: boolean;
  categories: { name: string; resources: { name: string; methods: ExplorerIndexMethod[] }[] }[];
}

/** The index file under public/, and the URL the browser fetches it from. */
export const EXPLORER_INDEX_FILE = 'api-explorer/index.json';
export const EXPLORER_INDEX_URL = `/${EXPLORER_INDEX_FILE}`;
