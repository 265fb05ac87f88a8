import type { GatsbyNode } from 'gatsby';

// Gatsby's built-in ESLint loader targets ESLint 7; the project lints with ESLint 9 on its own
// (npm run lint), so the loader is removed rather than run twice with clashing configs.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  getConfig,
  actions,
}) => {
  const config = getConfig();
  config.plugins = (config.plugins ?? []).filter(
    (plugin: { constructor?: { name?: string } }) =>
      plugin?.constructor?.name !== 'ESLintWebpackPlugin',
  );
  actions.replaceWebpackConfig(config);
};
