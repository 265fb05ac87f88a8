/** @jest-environment node */
import type { CreateWebpackConfigArgs } from 'gatsby';
import { configureEditors } from './editorsWebpack';
import type { Rule } from './editorsWebpack';

const loaders = {
  null: () => ({ loader: 'null-loader' }),
} as unknown as CreateWebpackConfigArgs['loaders'];

const BLOCKLY_FILE = '/site/node_modules/blockly/index.js';

function gatsbyConfig() {
  const cssRule: Rule = { oneOf: [{ test: /\.module\.css$/ }, { test: /\.css$/ }] };
  const rules: Rule[] = [{ test: /\.js$/ }, cssRule];
  return { config: { module: { rules } } };
}

const matches = (test: unknown, file: string) => test instanceof RegExp && test.test(file);

describe('configureEditors', () => {
  it('leaves Blockly (with the jsdom of its Node entry) out of the HTML renderer bundle', () => {
    const { config } = gatsbyConfig();
    configureEditors(config, { stage: 'build-html', loaders });
    const added = config.module.rules.at(-1)!;
    expect(matches(added.test, BLOCKLY_FILE)).toBe(true);
    expect(matches(added.test, '/site/src/features/apiExplorer/components/blockly/x.ts')).toBe(
      false,
    );
    expect(added.use).toEqual([{ loader: 'null-loader' }]);
  });

  it("keeps Blockly in the browser's bundles, where the editor runs", () => {
    const { config } = gatsbyConfig();
    configureEditors(config, { stage: 'build-javascript', loaders });
    expect(config.module.rules).toHaveLength(2);
  });
});
