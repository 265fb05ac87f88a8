import {
  CONTROL_CHARACTERS,
  CUSTOM_HEADER_NAMES,
  headerValueError,
  parameterValueError,
} from '../../lib/explorer/contract';
import { ExplorerInputError } from './explorerError';

/**
 * A path parameter value: the spec's character rule, at most 1000 characters, and never a
 * value that could move the path (".", ".." — '/', '\\' and '%' are outside the rule anyway).
 */
export function checkPathValue(field: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ExplorerInputError(field, `${field} must be a string`);
  }
  const text = String(value);
  if (text.length === 0) throw new ExplorerInputError(field, `${field} is required`);
  const problem = parameterValueError(text);
  if (problem) throw new ExplorerInputError(field, problem);
  if (text === '.' || text === '..') {
    throw new ExplorerInputError(field, `${field} may not be "." or ".."`);
  }
  return text;
}

/** A query parameter value: any text (it is form-encoded) under the header value rule. */
export function checkQueryValue(field: string, value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
      throw new ExplorerInputError(field, `${field} must be a string, number or boolean`);
    }
    const text = String(item);
    const problem = headerValueError(text);
    if (problem) throw new ExplorerInputError(field, problem);
    return text;
  });
}

const ALLOWED_HEADERS = new Map(CUSTOM_HEADER_NAMES.map((name) => [name.toLowerCase(), name]));

/** Custom headers: names from the fixed list only, values without CR, LF or other controls. */
export function checkCustomHeaders(raw: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = `customHeaderParameters.${name}`;
    const canonical = ALLOWED_HEADERS.get(name.toLowerCase());
    if (!canonical) {
      throw new ExplorerInputError(
        field,
        `Header ${JSON.stringify(name.slice(0, 100))} is not one of: ${CUSTOM_HEADER_NAMES.join(', ')}`,
      );
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new ExplorerInputError(field, `${field} must be a string`);
    }
    const text = String(value);
    const problem = headerValueError(text);
    if (problem) throw new ExplorerInputError(field, problem);
    headers[canonical] = text;
  }
  return headers;
}

/**
 * A media type for Content-Type/Accept: type/subtype with optional parameters. Control
 * characters are refused by the one rule of every header value (CONTROL_CHARACTERS).
 */
const MEDIA_TYPE =
  /^[A-Za-z0-9!#$&^_.+*-]+\/[A-Za-z0-9!#$&^_.+*-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\\]*"|[A-Za-z0-9!#$&^_.+-]+))*$/;

export function checkMediaType(field: string, value: unknown, list = false): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new ExplorerInputError(field, `${field} must be a string`);
  const parts = list ? value.split(',') : [value];
  const fits = (part: string) => MEDIA_TYPE.test(part.trim());
  if (value.length > 200 || CONTROL_CHARACTERS.test(value) || !parts.every(fits)) {
    throw new ExplorerInputError(field, `${field} must be a media type such as application/json`);
  }
  return value;
}
