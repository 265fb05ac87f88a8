/** Runs `work` with GATSBY_FEATURE_FLAGS set to `flags` (tests of what a flag changes). */
export function withFlags<T>(flags: string, work: () => T): T {
  const before = process.env.GATSBY_FEATURE_FLAGS;
  process.env.GATSBY_FEATURE_FLAGS = flags;
  try {
    return work();
  } finally {
    if (before === undefined) delete process.env.GATSBY_FEATURE_FLAGS;
    else process.env.GATSBY_FEATURE_FLAGS = before;
  }
}
