import type { GatsbyNode } from 'gatsby';
import { readStoredPage } from './pages/apiReference/pageStore';

/**
 * `referencePage(key)`: the data of an API reference page, which its template's page query asks
 * for with the key in its context (gatsby/pages/apiReference/pageStore.ts says why it is not in
 * the context itself). It runs in Gatsby's query workers, which read the file the page's
 * createPage wrote; the result lands in the page's page-data as `data.referencePage`.
 */
export const REFERENCE_PAGE_RESOLVERS = {
  Query: {
    referencePage: {
      type: 'JSON!',
      args: { key: 'String!' },
      resolve: (_source: unknown, { key }: { key: string }) => readStoredPage(key),
    },
  },
};

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers(REFERENCE_PAGE_RESOLVERS);
};
