import { readSpecFile } from '../../lib/reference/readSpec';
import { HttpError } from '../http/errors';

/** A description the UI can load: an object that names its format (docs/behaviour.md §4). */
export function isApiDescription(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.swagger === 'string' || typeof record.openapi === 'string';
}

/**
 * The spec file as JSON text (YAML converted). Files are read once and kept: they only change
 * with a new deployment, and the largest is a few hundred kilobytes.
 */
export function createSpecReader(read: (file: string) => Promise<object> = readSpecFile) {
  const cache = new Map<string, Promise<string>>();
  return (file: string): Promise<string> => {
    let text = cache.get(file);
    if (!text) {
      text = read(file).then(
        (spec) => {
          if (!isApiDescription(spec)) {
            throw new HttpError(502, 'The file is not an API description (no swagger or openapi)');
          }
          return JSON.stringify(spec);
        },
        () => {
          // The reader's message names the file on disk: the answer does not.
          throw new HttpError(502, 'The API description could not be read');
        },
      );
      // A failure is not kept: a fixed file is served on the next request.
      text.catch(() => cache.delete(file));
      cache.set(file, text);
    }
    return text;
  };
}
