import type { ServerModel } from './model';

// Apart from ./servers.ts (which reads specs at build time, markdown included) so the browser's
// samples and environment picker import this alone.

/**
 * A server's URL with its `{variables}` filled in: the given value, else the default. The spec's
 * own values (default, enum) go in as written; anything a reader typed is percent-encoded, so it
 * cannot add a path, query or another host to the URL.
 */
export function serverUrl(server: ServerModel, values: Record<string, string> = {}): string {
  const byName = new Map(server.variables.map((variable) => [variable.name, variable]));
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = byName.get(name);
    if (!variable) return whole;
    const value = values[name] || variable.default;
    const fromSpec = value === variable.default || variable.enum?.includes(value);
    return fromSpec ? value : encodeURIComponent(value);
  });
}
