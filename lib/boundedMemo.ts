/**
 * `compute` remembered by its argument, for work that meets the same strings again and again
 * (log lines' field names, shared schema descriptions). Bounded, for inputs of any size: past
 * `limit` entries it starts again.
 */
export function boundedMemo<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute(key);
      if (known.size >= limit) known.clear();
      known.set(key, value);
    }
    return value;
  };
}
