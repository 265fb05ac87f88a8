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
