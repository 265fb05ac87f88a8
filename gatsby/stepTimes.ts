/**
 * Where a build step's time goes: `split(name)` closes the stretch since the last split (or the
 * start) under `name`; `within(name, work)` runs `work` and adds its time to `name`'s sum, for
 * work done in many small pieces across the stretches (each twin rendered, say); `line()` is the
 * total, each stretch and each sum, in seconds, for the build's log (docs/performance.md reads
 * its profile of the post-build off these lines).
 */
export interface StepTimes {
  split: (name: string) => void;
  within: <T>(name: string, work: () => T) => T;
  line: () => string;
}

export function stepTimes(now: () => number = () => performance.now()): StepTimes {
  const begun = now();
  let lap = begun;
  const stretches: string[] = [];
  const sums = new Map<string, number>();
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return {
    split(name) {
      const at = now();
      stretches.push(`${name} ${seconds(at - lap)}`);
      lap = at;
    },
    within(name, work) {
      const start = now();
      try {
        return work();
      } finally {
        sums.set(name, (sums.get(name) ?? 0) + now() - start);
      }
    },
    line() {
      const total = seconds(now() - begun);
      const parts = [
        ...stretches,
        ...[...sums].map(([name, ms]) => `of which ${name} ${seconds(ms)}`),
      ];
      return parts.length ? `${total} s (${parts.join(', ')})` : `${total} s`;
    },
  };
}
