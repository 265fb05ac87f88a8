import type { GatsbyNode } from 'gatsby';
import { customiseCmsTypes } from './cms/schema';
import { SITE_PAGE_TYPE_DEFS } from './tuning/sitePageInference';

// One parameter only: Gatsby waits for the callback of an API function that declares three.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  // Keeps Gatsby's bookkeeping off the pages' contexts (./tuning/sitePageInference.ts).
  args.actions.createTypes(SITE_PAGE_TYPE_DEFS);
  customiseCmsTypes(args);
};
