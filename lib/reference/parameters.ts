import type { NormaliseContext } from './context';
import { examplesFromMap } from './examples';
import { bool, isObject, list, obj, str, type Json } from './json';
import { optionalHtml } from './markdown';
import type { ParameterModel } from './model';
import { deref } from './refs';
import { normaliseSchema } from './schema';

const LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);

/**
 * Path-level parameters merged with the operation's own (the operation's win on the same
 * name and location), $refs followed.
 */
export function mergeParameters(
  ctx: NormaliseContext,
  pathLevel: unknown,
  operationLevel: unknown,
): Json[] {
  const merged = new Map<string, Json>();
  for (const raw of [...list(pathLevel), ...list(operationLevel)]) {
    const parameter = deref(ctx, raw);
    if (!parameter) continue;
    merged.set(`${str(parameter.in)}:${str(parameter.name)}`, parameter);
  }
  return [...merged.values()];
}

/** A path, query, header or cookie parameter; undefined for body/formData (they become a request body). */
export function parameterModel(ctx: NormaliseContext, raw: Json): ParameterModel | undefined {
  const location = str(raw.in) ?? '';
  if (!LOCATIONS.has(location)) return undefined;
  const parameter: ParameterModel = {
    name: str(raw.name) ?? '',
    in: location as ParameterModel['in'],
    required: location === 'path' || bool(raw.required) === true,
    schema: parameterSchema(ctx, raw),
  };
  const descriptionHtml = optionalHtml(raw.description);
  if (descriptionHtml) parameter.descriptionHtml = descriptionHtml;
  if (bool(raw.deprecated)) parameter.deprecated = true;
  const example = parameterExample(ctx, raw);
  if (example !== undefined) parameter.example = example;
  return parameter;
}

/**
 * A parameter's schema, under `schema` (or `content`). One written with its type keys on itself
 * (the Swagger 2.0 way, in an OAS 3 file) is read leniently as its own schema.
 */
export function parameterSchema(ctx: NormaliseContext, raw: Json) {
  if (isObject(raw.schema)) return normaliseSchema(ctx, raw.schema);
  if (isObject(raw.content)) {
    const first = Object.values(raw.content)[0];
    return normaliseSchema(ctx, obj(first).schema);
  }
  // the parameter's description is shown beside it, not again on its schema
  return normaliseSchema(ctx, { ...raw, description: undefined });
}

function parameterExample(ctx: NormaliseContext, raw: Json): unknown {
  if ('example' in raw) return raw.example;
  if ('x-example' in raw) return raw['x-example'];
  const examples = examplesFromMap(ctx, raw.examples);
  return examples.length > 0 ? examples[0].value : undefined;
}
