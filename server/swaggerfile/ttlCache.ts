/**
 * Promises kept for `ttlMs` by key: concurrent callers share one request, and a failure is
 * dropped at once so the next call tries again instead of repeating it for a minute.
 */
export function ttlCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const time = now();
    const hit = entries.get(key);
    if (hit && time - hit.at < ttlMs) return hit.value;
    for (const [old, entry] of entries) if (time - entry.at >= ttlMs) entries.delete(old);
    const value = load();
    entries.set(key, { at: time, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
