import type { CreateWebpackConfigArgs } from 'gatsby';

const MONACO = /[\\/]node_modules[\\/]monaco-editor[\\/]/;
const MONACO_CSS = /[\\/]node_modules[\\/]monaco-editor[\\/].*\.css$/;

export interface Rule {
  test?: unknown;
  exclude?: unknown;
  oneOf?: Rule[];
  use?: unknown;
}

interface WebpackConfig {
  module: { rules: Rule[] };
}

const isCssRule = (rule: Rule) => rule.oneOf?.some((inner) => String(inner.test) === '/\\.css$/');

/**
 * Monaco (the explorer's editors) is a lazy chunk, but Gatsby puts every stylesheet, lazy or
 * not, into the one CSS file it inlines in each page. Monaco's styles are instead injected by
 * style-loader when its chunk loads, so pages without an editor do not carry them. While the
 * HTML is rendered no editor is shown, so Monaco's code is left out of that bundle.
 */
export function configureMonaco(
  config: WebpackConfig,
  { stage, loaders }: Pick<CreateWebpackConfigArgs, 'stage' | 'loaders'>,
): void {
  const rules = config.module.rules;
  if (stage === 'build-html' || stage === 'develop-html') {
    rules.push({ test: MONACO, use: [loaders.null()] });
    return;
  }
  for (const rule of rules.filter(isCssRule)) {
    rule.exclude = rule.exclude === undefined ? MONACO_CSS : [rule.exclude, MONACO_CSS].flat();
  }
  rules.push({ test: MONACO_CSS, use: [loaders.style(), loaders.css({ importLoaders: 0 })] });
}
