import type { GatsbyNode } from 'gatsby';
import { browserResolve } from './browserFallbacks';

// Gatsby's built-in ESLint loader targets ESLint 7; the project lints with ESLint 9 on its own
// (npm run lint), so the loader is removed rather than run twice with clashing configs.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  getConfig,
  actions,
  stage,
}) => {
  const config = getConfig();
  config.resolve = browserResolve(stage, config.resolve);
  config.plugins = (config.plugins ?? []).filter(
    (plugin: { constructor?: { name?: string } }) =>
      plugin?.constructor?.name !== 'ESLintWebpackPlugin',
  );
  actions.replaceWebpackConfig(config);
};
