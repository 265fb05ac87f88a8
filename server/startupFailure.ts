import { dataFileFailure } from '../lib/dataFiles';

/**
 * The line start-up ends with: what failed, naming the file and the cause. Data files and stores
 * already say so (lib/dataFiles); a system error that reaches here with a path of its own (a
 * folder that could not be made, a file that could not be opened) is explained the same way,
 * never left as `EISDIR: illegal operation on a directory, read`.
 */
export function startupFailure(error: unknown): string {
  const where = (error as { path?: unknown })?.path;
  const explained = typeof where === 'string' ? dataFileFailure(where, error) : undefined;
  const message = explained?.message ?? (error as Error)?.message ?? String(error);
  return `Start-up failed: ${message}`;
}
