import type { GatsbyNode } from 'gatsby';
import { browserResolve } from './browserFallbacks';
import { configureMonaco } from './monacoWebpack';

// Gatsby's built-in ESLint loader targets ESLint 7; the project lints with ESLint 9 on its own
// (npm run lint), so the loader is removed rather than run twice with clashing configs. Monaco's
// rules are in ./monacoWebpack.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  getConfig,
  actions,
  stage,
  loaders,
}) => {
  const config = getConfig();
  config.resolve = browserResolve(stage, config.resolve);
  config.plugins = (config.plugins ?? []).filter(
    (plugin: { constructor?: { name?: string } }) =>
      plugin?.constructor?.name !== 'ESLintWebpackPlugin',
  );
  configureMonaco(config, { stage, loaders });
  actions.replaceWebpackConfig(config);
};
