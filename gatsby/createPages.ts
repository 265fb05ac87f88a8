import type { GatsbyNode } from 'gatsby';

// Page families register themselves here; each lives in gatsby/pages/.
export const createPages: GatsbyNode['createPages'] = async () => {
  // filled by the page families
};
