// A webpack loader: TypeScript and JSX to JavaScript with esbuild. Plain CommonJS because webpack
// loads it by path at build time, outside the compiled gatsby-node code. See ../esbuildSources.ts.
const { transform } = require('esbuild');

module.exports = function esbuildLoader(source) {
  const done = this.async();
  const { target } = this.getOptions();
  transform(source, {
    loader: this.resourcePath.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    target,
    // Left for webpack, whatever the target: import() makes lazy chunks, and
    // new URL(..., import.meta.url) makes worker entries; lowered, both were lost.
    supported: { 'dynamic-import': true, 'import-meta': true },
    sourcefile: this.resourcePath,
    // Class fields as the ECMAScript standard defines them, as Babel wrote them.
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
  }).then(
    (result) => done(null, result.code),
    (error) => done(error),
  );
};
