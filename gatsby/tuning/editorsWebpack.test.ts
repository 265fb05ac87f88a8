/** @jest-environment node */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureEditors } from './editorsWebpack';
import type { Rule } from './editorsWebpack';

const loaders = {
  null: () => ({ loader: 'null-loader' }),
  style: () => ({ loader: 'style-loader' }),
  css: () => ({ loader: 'css-loader' }),
} as unknown as CreateWebpackConfigArgs['loaders'];

const MONACO_CSS_FILE = '/site/node_modules/monaco-editor/esm/vs/editor/editor.css';
const MONACO_JS_FILE = '/site/node_modules/monaco-editor/esm/vs/editor/editor.api.js';
const BLOCKLY_FILE = '/site/node_modules/blockly/index.js';

function gatsbyConfig() {
  const cssRule: Rule = { oneOf: [{ test: /\.module\.css$/ }, { test: /\.css$/ }] };
  const rules: Rule[] = [{ test: /\.js$/ }, cssRule];
  return { cssRule, config: { module: { rules } } };
}

const matches = (test: unknown, file: string) => test instanceof RegExp && test.test(file);

describe('configureEditors', () => {
  it("injects Monaco's styles with its chunk instead of the site-wide stylesheet", () => {
    const { config, cssRule } = gatsbyConfig();
    configureEditors(config, { stage: 'build-javascript', loaders });
    expect(matches(cssRule.exclude, MONACO_CSS_FILE)).toBe(true);
    const added = config.module.rules.at(-1)!;
    expect(matches(added.test, MONACO_CSS_FILE)).toBe(true);
    expect(matches(added.test, '/site/src/components/site.css')).toBe(false);
    expect(added.use).toEqual([{ loader: 'style-loader' }, { loader: 'css-loader' }]);
  });

  it('leaves Monaco and Blockly (with the jsdom of its Node entry) out of the HTML renderer bundle', () => {
    const { config, cssRule } = gatsbyConfig();
    configureEditors(config, { stage: 'build-html', loaders });
    expect(cssRule.exclude).toBeUndefined();
    const added = config.module.rules.at(-1)!;
    expect(matches(added.test, MONACO_JS_FILE)).toBe(true);
    expect(matches(added.test, BLOCKLY_FILE)).toBe(true);
    expect(matches(added.test, '/site/src/features/apiExplorer/components/blockly/x.ts')).toBe(
      false,
    );
    expect(added.use).toEqual([{ loader: 'null-loader' }]);
  });
});
