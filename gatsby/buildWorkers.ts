import os from 'node:os';

/**
 * Gatsby sizes its worker pool (queries, static HTML) and Terser's workers at cores - 1, keeping a
 * core for its main process. But the main process only waits while those workers run, so on this
 * 2-core machine one core sat idle through minification and HTML rendering (the corpus build's
 * profile showed 21 s of an idle main process). One worker per core instead, unless the build
 * sets GATSBY_CPU_COUNT itself. Runs from gatsby-config, which Gatsby loads before it creates the
 * pool or the webpack configs.
 */
export function workerPerCore(env: NodeJS.ProcessEnv, cores = os.availableParallelism()): void {
  if (env.GATSBY_CPU_COUNT) return;
  env.GATSBY_CPU_COUNT = String(cores + 1);
}
