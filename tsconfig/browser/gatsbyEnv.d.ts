// The one part of Node's `process` that code shipped to the browser may name: Gatsby's webpack
// replaces each `process.env.GATSBY_*` with the build's value (in Node, at build time, it reads
// the same variable), so nothing else of `process`, and no other variable, reaches the bundle.
declare const process: {
  readonly env: { readonly [name: `GATSBY_${string}`]: string | undefined };
};
