/**
 * @jest-environment node
 */
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFilenameHelpers } from 'webpack';
import { swapMinifiers } from './minifiers';

type Options = { include?: unknown; exclude?: unknown; minimizer: { implementation: unknown } };
const optionsOf = (plugin: unknown) => (plugin as { options: Options }).options;
const matches = (plugin: unknown, file: string) =>
  ModuleFilenameHelpers.matchObject(
    optionsOf(plugin) as Parameters<typeof ModuleFilenameHelpers.matchObject>[0],
    file,
  );

class MiniCssPluginStandIn {}

test('first-load chunks go to swc, every other chunk to esbuild, each file to one', () => {
  const css = new MiniCssPluginStandIn();
  const optimization = { minimizer: [new TerserPlugin({ exclude: /\.min\.js/ }), css] };
  swapMinifiers(optimization);
  const [swc, esbuild, other] = optimization.minimizer;
  expect(other).toBe(css);
  expect(optimization.minimizer).toHaveLength(3);
  expect(optionsOf(esbuild).minimizer.implementation).toBe(TerserPlugin.esbuildMinify);
  expect(optionsOf(swc).minimizer.implementation).toBe(TerserPlugin.swcMinify);

  const firstLoad = [
    'app-5759675d8efe9c3e2156.js',
    'framework-972d84cfd0975360897a.js',
    'webpack-runtime-33cccaac9f7f6a98c570.js',
    'component---src-templates-api-reference-method-template-tsx-1b2c.js',
    'slice---src-slices-reference-sidebar-slice-tsx-9f8e.js',
  ];
  const lazy = [
    'monaco-editor-ec69e80f4494186fa97d.js',
    'd711c980-25ec5097c7d369ab7470.js',
    '2870-0054.js',
  ];
  for (const file of firstLoad) {
    expect([matches(swc, file), matches(esbuild, file)]).toEqual([true, false]);
  }
  for (const file of lazy) {
    expect([matches(swc, file), matches(esbuild, file)]).toEqual([false, true]);
  }
  expect(matches(esbuild, 'idb-keyval-3.2.0-iife.min.js')).toBe(false);
  expect(matches(swc, 'idb-keyval-3.2.0-iife.min.js')).toBe(false);
});

test('a configuration without minimizers is left alone', () => {
  const optimization = {};
  swapMinifiers(optimization);
  expect(optimization).toEqual({});
});

test('two esbuild chunks on one page keep their own helpers (no globals leak)', async () => {
  const optimization = { minimizer: [new TerserPlugin()] };
  swapMinifiers(optimization);
  const { minimizer } = optionsOf(optimization.minimizer[1]) as unknown as {
    minimizer: { options: Record<string, unknown> };
  };
  const { transform } = await import('esbuild');
  // Object spread and rest at es2015 need helpers; each chunk must keep its own.
  const chunk = (name: string, body: string) =>
    transform(`(self.chunks = self.chunks || {}).${name} = ${body};`, {
      loader: 'js',
      minify: true,
      ...minimizer.options,
    }).then((result) => result.code);
  const first = await chunk('a', '(p) => { const { x, ...rest } = p; return { ...rest, y: 1 }; }');
  const second = await chunk('b', '(p) => ({ ...p, z: 2 })');
  const { runInNewContext } = await import('node:vm');
  const page: Record<string, unknown> = {};
  page.self = page;
  runInNewContext(first, page);
  runInNewContext(second, page);
  expect(Object.keys(page).sort()).toEqual(['chunks', 'self']);
  const chunks = page.chunks as Record<string, (p: object) => object>;
  expect(chunks.a({ x: 0, w: 3 })).toEqual({ w: 3, y: 1 });
  expect(chunks.b({ w: 3 })).toEqual({ w: 3, z: 2 });
});
