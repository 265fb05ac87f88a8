import type { CreateWebpackConfigArgs } from 'gatsby';

// The explorer's editors, shown only after the user opens them in the browser.
const EDITOR_PACKAGES = /[\\/]node_modules[\\/](monaco-editor|blockly)[\\/]/;
const MONACO_CSS = /[\\/]node_modules[\\/]monaco-editor[\\/].*\.css$/;

/** The part of a webpack rule these configuration modules read and write. */
export interface Rule {
  test?: unknown;
  include?: unknown;
  exclude?: unknown;
  type?: string;
  oneOf?: Rule[];
  use?: unknown;
}

interface WebpackConfig {
  module: { rules: Rule[] };
}

const isCssRule = (rule: Rule) => rule.oneOf?.some((inner) => String(inner.test) === '/\\.css$/');

/**
 * Monaco and Blockly (the explorer's editors) are lazy chunks, but Gatsby puts every stylesheet,
 * lazy or not, into the one CSS file it inlines in each page. Monaco's styles are instead injected
 * by style-loader when its chunk loads, so pages without an editor do not carry them.
 *
 * While the HTML is rendered no editor is shown, so both are left out of that bundle. Blockly's
 * Node entry pulls in jsdom: with it, the HTML renderer bundle held 6.6 MB of jsdom and Blockly,
 * and webpack spent most of that stage on them.
 */
export function configureEditors(
  config: WebpackConfig,
  { stage, loaders }: Pick<CreateWebpackConfigArgs, 'stage' | 'loaders'>,
): void {
  const rules = config.module.rules;
  if (stage === 'build-html' || stage === 'develop-html') {
    rules.push({ test: EDITOR_PACKAGES, use: [loaders.null()] });
    return;
  }
  for (const rule of rules.filter(isCssRule)) {
    rule.exclude = rule.exclude === undefined ? MONACO_CSS : [rule.exclude, MONACO_CSS].flat();
  }
  rules.push({ test: MONACO_CSS, use: [loaders.style(), loaders.css({ importLoaders: 0 })] });
}
