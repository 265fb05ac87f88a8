import os from 'node:os';

/**
 * Gatsby renders HTML and runs queries in `GATSBY_CPU_COUNT - 1` workers (physical cores by
 * default), leaving a core to its main process. On a machine of two cores that is one worker
 * while the main process waits: at ten thousand operations, two workers took the HTML stage from
 * 28 to 16 s and the build from 212 to 169 s (bench:reference), with no higher peak of memory
 * (the peak is the main process, after the workers are gone). So two workers there; a larger
 * machine keeps Gatsby's own count, and the environment has the last word. Undefined: unset.
 */
export function gatsbyCpuCount(
  env: NodeJS.ProcessEnv,
  cores = os.availableParallelism(),
): string | undefined {
  if (env.GATSBY_CPU_COUNT) return env.GATSBY_CPU_COUNT;
  return cores <= 2 ? '3' : undefined;
}
