import type { FastifyInstance } from 'fastify';

/** A single string field of a parsed form or query (repeated fields count as absent). */
export function stringField(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Parses urlencoded forms unless the host app already does (e.g. with @fastify/formbody);
 * registering a second parser for the same type would fail.
 */
export function ensureFormParser(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(
    type,
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const fields: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        fields[key] = values.length === 1 ? values[0] : values;
      }
      done(null, fields);
    },
  );
}
