import { TOKEN_PLACEHOLDER } from '../site/samples/environments';
import type { SampleModel, SampleParameter, SampleTarget } from './model';
import { camelCase } from './names';
import type { TypedValue } from './typedValue';

/** The path parameter naming the account (`accountId`, Web Forms' `account_id`). */
export const isAccountParameter = (name: string) => camelCase(name) === 'accountId';

/** A scalar's text, as it goes into a URL or an options object. */
export function scalarText(value: TypedValue | undefined): string | undefined {
  if (!value) return undefined;
  if (
    value.kind === 'string' ||
    value.kind === 'integer' ||
    value.kind === 'number' ||
    value.kind === 'boolean'
  )
    return String(value.value);
  return undefined;
}

/**
 * A parameter's value in a sample: the caller's (an id from an earlier answer), the signed-in
 * reader's account id, the spec's example; else `{name}`, for the reader to fill in.
 */
export function parameterText(parameter: SampleParameter, target: SampleTarget): string {
  const given = target.values?.[parameter.name];
  if (given !== undefined) return given;
  if (isAccountParameter(parameter.name) && target.personal?.accountId)
    return target.personal.accountId;
  return scalarText(parameter.value) ?? `{${parameter.name}}`;
}

/** The token a sample carries: the reader's while they show it, else a placeholder. */
export const tokenText = (target: SampleTarget) => target.personal?.token || TOKEN_PLACEHOLDER;

/** The request's full URL: the base URL, the path with its values, the query string. */
export function requestUrl(model: SampleModel, target: SampleTarget): string {
  let path = model.path;
  const query: string[] = [];
  for (const parameter of model.parameters) {
    const text = parameterText(parameter, target);
    if (parameter.in === 'path') {
      const encoded = text === `{${parameter.name}}` ? text : encodeURIComponent(text);
      path = path.split(`{${parameter.name}}`).join(encoded);
    } else if (parameter.in === 'query') {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(text)}`);
    }
  }
  const base = target.baseUrl.replace(/\/+$/, '');
  return `${base}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/**
 * A body with the given values in place of the fields so named (the configuration's connectId,
 * an envelopeId), at any depth: what an earlier answer gave goes where the example has a guess.
 */
export function withValues(
  value: TypedValue,
  values: Record<string, string> | undefined,
): TypedValue {
  if (!values) return value;
  const replaced = (name: string, field: TypedValue): TypedValue => {
    const given = values[name];
    if (given === undefined || isAccountParameter(name)) return withValues(field, values);
    if (field.kind === 'integer' || field.kind === 'number')
      return { kind: field.kind, value: Number(given) };
    return field.kind === 'string' ? { ...field, value: given } : field;
  };
  switch (value.kind) {
    case 'array':
      return { ...value, items: value.items.map((item) => withValues(item, values)) };
    case 'map':
      return {
        ...value,
        entries: value.entries.map((entry) => ({
          ...entry,
          value: replaced(entry.key, entry.value),
        })),
      };
    case 'model':
      return {
        ...value,
        fields: value.fields.map((field) => ({
          ...field,
          value: replaced(field.name, field.value),
        })),
      };
    default:
      return value;
  }
}

/** The request body a sample sends, the target's values in it. */
export function bodyValue(model: SampleModel, target: SampleTarget): TypedValue | undefined {
  return model.body && withValues(model.body.value, target.values);
}

/** The path parameters, in path order. */
export const pathParameters = (model: SampleModel) =>
  model.parameters.filter((p) => p.in === 'path');
/** The query parameters a sample sends. */
export const queryParameters = (model: SampleModel) =>
  model.parameters.filter((p) => p.in === 'query');
