import type { SchemaModel } from './model';

/** Recursion stops here: a recursive schema still gives a finite sample. */
const MAX_DEPTH = 8;

export interface SampleOptions {
  /**
   * The properties a sample leaves out: `readOnly` for what a client sends (the reference's curl
   * body), `writeOnly` for what the platform answers (the sandbox's responses).
   */
  leaveOut: 'readOnly' | 'writeOnly';
  /** Named schemas, to sample a node that only names one (the server has them; a page has not). */
  schemas?: Record<string, SchemaModel>;
}

function sampleString(format: string | undefined): string {
  if (format === 'date-time') return '2026-01-01T00:00:00.0000000Z';
  if (format === 'date') return '2026-01-01';
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (format === 'email') return 'pat.jones@example.com';
  if (format === 'uri') return 'https://example.com/';
  return 'string';
}

/**
 * A sample value for a schema: its example, default or first enum value, else one built from
 * its type: the first oneOf/anyOf variant, allOf's parts and own properties merged, a string by
 * its format, the minimum of a number, one item of an array. The one sampler of the reference's
 * curl, the sandbox's responses and the Postman collection's bodies.
 */
export function sampleValue(
  node: SchemaModel | undefined,
  options: SampleOptions,
  depth = 0,
): unknown {
  if (!node) return {};
  if (node.example !== undefined) return node.example;
  if (node.default !== undefined) return node.default;
  if (node.enum && node.enum.length > 0) return node.enum[0];
  const next = (child: SchemaModel) => sampleValue(child, options, depth + 1);
  const named = node.refName ? options.schemas?.[node.refName] : undefined;
  if (named && named !== node && !node.properties && !node.type) {
    return depth >= MAX_DEPTH ? {} : next(named);
  }
  const variant = node.oneOf?.[0] ?? node.anyOf?.[0];
  if (variant) return next(variant);
  switch (node.type) {
    case 'string':
      return sampleString(node.format);
    case 'integer':
    case 'number':
      return node.constraints?.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return depth >= MAX_DEPTH || !node.items ? [] : [next(node.items)];
  }
  if (depth >= MAX_DEPTH) return {};
  const parts = (node.allOf ?? []).map(next);
  const own = (node.properties ?? [])
    .filter((property) => !property.schema[options.leaveOut])
    .map((property) => [property.name, next(property.schema)]);
  return Object.assign({}, ...parts, Object.fromEntries(own));
}
