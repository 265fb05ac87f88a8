import { isObject, list, obj, str, strings, without, type Json } from '../json';
import { followRefs } from './refs';
import {
  bodyParameterRequestBody,
  formDataRequestBody,
  upgradeParameter,
} from './swagger2Parameters';
import { upgradeResponses } from './swagger2Responses';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A parameter as written and, when its `$ref`s lead somewhere, what it is. */
interface ParameterEntry {
  written: unknown;
  resolved?: Json;
}

const entriesOf = (spec: Json, raw: unknown): ParameterEntry[] =>
  list(raw).map((written) => ({ written, resolved: followRefs(spec, written) }));

const inOf = (entry: ParameterEntry) => str(entry.resolved?.in);
const sentAsBody = (entry: ParameterEntry) => inOf(entry) === 'body' || inOf(entry) === 'formData';

/**
 * The parameters that stay parameters, in the OAS 3 shape; one whose `$ref` leads nowhere is
 * kept as written, so the normaliser reports it.
 */
function parameters(spec: Json, entries: ParameterEntry[]): unknown[] {
  return entries
    .filter((entry) => !sentAsBody(entry))
    .map((entry) => (entry.resolved ? upgradeParameter(spec, entry.resolved) : entry.written));
}

/** `consumes`/`produces` of the operation, falling back to the spec's. */
function mimeTypes(spec: Json, operation: Json, key: 'consumes' | 'produces'): string[] {
  return Array.isArray(operation[key]) ? strings(operation[key]) : strings(spec[key]);
}

/** The body of an operation: its (or its path's) `in: body` parameter, else its form fields. */
function requestBody(spec: Json, operation: Json, pathLevel: ParameterEntry[]): Json | undefined {
  const merged = new Map<string, Json>();
  for (const entry of [...pathLevel, ...entriesOf(spec, operation.parameters)])
    if (entry.resolved) merged.set(`${inOf(entry)}:${str(entry.resolved.name)}`, entry.resolved);
  const resolved = [...merged.values()];
  const consumes = mimeTypes(spec, operation, 'consumes');
  const body = resolved.find((parameter) => parameter.in === 'body');
  if (body) return bodyParameterRequestBody(spec, body, consumes);
  const fields = resolved.filter((parameter) => parameter.in === 'formData');
  return fields.length > 0 ? formDataRequestBody(spec, fields, consumes) : undefined;
}

/** The name of the operation's (or its path's) `in: body` parameter, when it has one. */
function bodyParameterName(spec: Json, operation: Json, pathLevel: ParameterEntry[]) {
  const entries = [...entriesOf(spec, operation.parameters), ...pathLevel];
  return str(entries.find((entry) => inOf(entry) === 'body')?.resolved?.name);
}

function upgradeOperation(spec: Json, operation: Json, pathLevel: ParameterEntry[]): Json {
  // Swagger 2.0 has no servers below the spec: any written there was never read.
  const upgraded = without(operation, ['consumes', 'produces', 'servers']);
  if (operation.parameters !== undefined)
    upgraded.parameters = parameters(spec, entriesOf(spec, operation.parameters));
  const body = requestBody(spec, operation, pathLevel);
  if (body) upgraded.requestBody = body;
  // The body parameter's name is the SDKs' name for it (opts.envelopeDefinition): OAS 3 keeps
  // it where OpenAPI's own converters and generators do.
  const bodyName = bodyParameterName(spec, operation, pathLevel);
  if (bodyName) upgraded['x-codegen-request-body-name'] = bodyName;
  if (operation.responses !== undefined)
    upgraded.responses = upgradeResponses(
      spec,
      operation.responses,
      mimeTypes(spec, operation, 'produces'),
    );
  return upgraded;
}

/** `paths` in the OAS 3 shape, each path item's keys in their written order. */
export function upgradePaths(spec: Json, paths: unknown): Json {
  return Object.fromEntries(
    Object.entries(obj(paths)).map(([path, item]) => {
      if (!isObject(item)) return [path, item];
      const pathLevel = entriesOf(spec, item.parameters);
      const upgraded: Json = {};
      for (const [key, value] of Object.entries(item)) {
        if (key === 'servers') continue;
        if (key === 'parameters') upgraded.parameters = parameters(spec, pathLevel);
        else if (HTTP_METHODS.has(key) && isObject(value))
          upgraded[key] = upgradeOperation(spec, value, pathLevel);
        else upgraded[key] = value;
      }
      return [path, upgraded];
    }),
  );
}
