// docs/behaviour.md §7: the swagger download takes a query for download, generic examples and
// excluded tags (the app asks to leave out `todo` and `not-public`). Both change a copy of the
// description, never the file.

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves out every operation tagged with one of `tags` (any case), and those tags. */
export function withoutTags(spec: JsonObject, tags: string[]): JsonObject {
  const excluded = new Set(tags.map((tag) => tag.toLowerCase()));
  const tagged = (operation: Json) =>
    isObject(operation) &&
    Array.isArray(operation.tags) &&
    operation.tags.some((tag) => typeof tag === 'string' && excluded.has(tag.toLowerCase()));
  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(isObject(spec.paths) ? spec.paths : {})) {
    if (!isObject(item)) continue;
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([key, operation]) => !HTTP_METHODS.includes(key) || !tagged(operation),
      ),
    );
    if (Object.keys(kept).some((key) => HTTP_METHODS.includes(key))) paths[path] = kept;
  }
  const result: JsonObject = { ...spec, paths };
  if (Array.isArray(spec.tags)) {
    result.tags = spec.tags.filter(
      (tag) =>
        !(isObject(tag) && typeof tag.name === 'string' && excluded.has(tag.name.toLowerCase())),
    );
  }
  return result;
}

const GENERIC_STRINGS: [RegExp, string][] = [
  [
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    '00000000-0000-0000-0000-000000000000',
  ],
  [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'user@example.com'],
  [/^\d{4}-\d{2}-\d{2}T/, '2025-01-01T00:00:00Z'],
  [/^\d{4}-\d{2}-\d{2}$/, '2025-01-01'],
  [/^https?:\/\//i, 'https://example.com'],
  [/^\d+$/, '1'],
];

/**
 * An example value with its shape kept and its data made generic: ids, addresses, dates and URLs
 * become placeholders, numbers 0, free text "string". Short lower-case words (`sent`, `json`,
 * `true`) are kept: they are mostly enum values, which a placeholder would make invalid.
 */
export function genericValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(genericValue);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, genericValue(item)]),
    );
  }
  if (typeof value === 'number') return 0;
  if (typeof value !== 'string') return value;
  if (/^[a-z][a-z0-9_-]{0,19}$/.test(value)) return value;
  return GENERIC_STRINGS.find(([pattern]) => pattern.test(value))?.[1] ?? 'string';
}

/** Every example of the description made generic: `example`, `x-example`, `examples`, `x-ds-examples`. */
export function withGenericExamples(node: Json, key?: string): Json {
  if (Array.isArray(node)) {
    // x-ds-examples: [{ name, summary, value }]
    if (key === 'x-ds-examples') {
      return node.map((entry) =>
        isObject(entry) && 'value' in entry
          ? { ...entry, value: genericValue(entry.value) }
          : entry,
      );
    }
    return node.map((item) => withGenericExamples(item));
  }
  if (!isObject(node)) return node;
  const result: JsonObject = {};
  for (const [name, value] of Object.entries(node)) {
    if (name === 'example' || name === 'x-example') result[name] = genericValue(value);
    else if (name === 'examples' && isObject(value)) {
      // OAS 3: { name: { value } }; Swagger 2 responses: { media type: value }.
      result[name] = Object.fromEntries(
        Object.entries(value).map(([entry, example]) => [
          entry,
          isObject(example) && 'value' in example
            ? { ...example, value: genericValue(example.value) }
            : isObject(example) && '$ref' in example
              ? example
              : genericValue(example),
        ]),
      );
    } else result[name] = withGenericExamples(value, name);
  }
  return result;
}

export interface DownloadOptions {
  genericExamples?: boolean;
  excludeTags?: string[];
}

/** The description's JSON text with the options applied; unchanged without any. */
export function applyDownloadOptions(json: string, options: DownloadOptions): string {
  const tags = (options.excludeTags ?? [])
    .flatMap((entry) => entry.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (!options.genericExamples && tags.length === 0) return json;
  let spec = JSON.parse(json) as JsonObject;
  if (tags.length > 0) spec = withoutTags(spec, tags);
  if (options.genericExamples) spec = withGenericExamples(spec) as JsonObject;
  return JSON.stringify(spec);
}
