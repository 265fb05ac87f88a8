// Only re-exports: each Node API lives in its own module under gatsby/.
export { createPages } from './gatsby/createPages';
export { createResolvers } from './gatsby/createResolvers';
export { createSchemaCustomization } from './gatsby/createSchemaCustomization';
export { onCreateWebpackConfig } from './gatsby/onCreateWebpackConfig';
export { onPostBuild } from './gatsby/onPostBuild';
export { onPreBootstrap } from './gatsby/onPreBootstrap';
