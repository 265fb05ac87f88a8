import type { SwaggerFile } from './openApiFilesSlice';

/** What the OpenAPI files page shows of a file instead of its text. */
export interface FileSummary {
  title: string;
  version: string;
  /** "OpenAPI 3.1.0" or "Swagger 2.0". */
  format: string;
  /** HTTP operations across its paths. */
  operations: number;
  paths: number;
  /** Its declared tags, else those its operations name. */
  tags: number;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Counts a Swagger 2.0 or OpenAPI 3.x file's paths, operations and tags. */
export function summarise(file: SwaggerFile): FileSummary {
  const info = isObject(file.info) ? file.info : {};
  const paths = isObject(file.paths) ? Object.values(file.paths).filter(isObject) : [];
  const operations = paths.flatMap((item) =>
    Object.entries(item)
      .filter(([method, operation]) => HTTP_METHODS.has(method) && isObject(operation))
      .map(([, operation]) => operation as Record<string, unknown>),
  );
  const declared = Array.isArray(file.tags) ? file.tags.length : 0;
  const named = new Set(
    operations.flatMap((operation) => (Array.isArray(operation.tags) ? operation.tags : [])),
  );
  return {
    title: typeof info.title === 'string' ? info.title : 'API description',
    version: typeof info.version === 'string' ? info.version : '',
    format:
      'openapi' in file ? `OpenAPI ${String(file.openapi)}` : `Swagger ${String(file.swagger)}`,
    operations: operations.length,
    paths: paths.length,
    tags: declared || named.size,
  };
}

/** A size as people read it: 980 bytes, 12.4 KB, 3.1 MB (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
