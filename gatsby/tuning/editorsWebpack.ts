import type { CreateWebpackConfigArgs } from 'gatsby';

// The explorer's block editor, shown only after the user opens it in the browser. (Monaco is not
// compiled by webpack at all: gatsby/editors/monacoBundle.ts.)
const EDITOR_PACKAGES = /[\\/]node_modules[\\/]blockly[\\/]/;

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

/**
 * While the HTML is rendered no editor is shown, so Blockly is left out of that bundle. Blockly's Node entry pulls in jsdom: with it, the HTML renderer bundle held 6.6 MB
 * of jsdom and Blockly, and webpack spent most of that stage on them.
 */
export function configureEditors(
  config: WebpackConfig,
  { stage, loaders }: Pick<CreateWebpackConfigArgs, 'stage' | 'loaders'>,
): void {
  if (stage === 'build-html' || stage === 'develop-html')
    config.module.rules.push({ test: EDITOR_PACKAGES, use: [loaders.null()] });
}
