import { list, obj, str, strings, type Json } from './json';
import { markdownToHtml } from './markdown';
import type { ServerModel, ServerVariableModel } from './model';

function variablesOf(raw: unknown): ServerVariableModel[] {
  return Object.entries(obj(raw)).map(([name, value]) => {
    const variable = obj(value);
    const choices = strings(variable.enum);
    const model: ServerVariableModel = {
      name,
      // OAS 3 requires a default; a spec without one falls back to its first choice.
      default: str(variable.default) ?? choices[0] ?? '',
    };
    if (choices.length > 0) model.enum = choices;
    const description = str(variable.description);
    if (description) model.descriptionHtml = markdownToHtml(description);
    return model;
  });
}

/** OAS 3 `servers` (of the spec, a path item or an operation) with their variables. */
export function oas3Servers(raw: unknown): ServerModel[] {
  return list(raw).flatMap((item) => {
    const server = obj(item);
    const url = str(server.url);
    if (!url) return [];
    const model: ServerModel = { url, variables: variablesOf(server.variables) };
    const description = str(server.description);
    if (description) model.description = description;
    return [model];
  });
}

/** Base URLs of a spec: its `servers` (a Swagger 2.0 spec's schemes + host + basePath, upgraded). */
export function serversOf(spec: Json): ServerModel[] {
  return oas3Servers(spec.servers);
}

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
