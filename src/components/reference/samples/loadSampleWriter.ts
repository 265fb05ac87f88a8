import type * as SamplesModule from '../../../../lib/samples/samples';

let writer: Promise<typeof SamplesModule> | null = null;

/**
 * The module that writes every sample, httpsnippet included: a chunk of its own, loaded the first
 * time a page shows a plain HTTP sample that only httpsnippet writes (Node.js, Java, C#, Ruby
 * and Go without an SDK method), so a method page's first bundle does not carry it.
 */
export function loadSampleWriter() {
  writer ??= import(
    /* webpackChunkName: "sample-writer" */ '../../../../lib/samples/samples'
  ).catch((error: unknown) => {
    writer = null; // a chunk that failed to load (offline) may load on the next try
    throw error;
  });
  return writer;
}
