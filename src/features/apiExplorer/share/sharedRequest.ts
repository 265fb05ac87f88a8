import { CUSTOM_HEADER_NAMES } from '../../../../lib/explorer/contract';
import type { CustomHeaderParameter, EditorType } from '../apiExplorerTypes';
import { fromBase64Url, toBase64Url } from './base64url';

/** The part of the explorer's request a shared link carries: never the token. */
export interface SharedRequest {
  pathParameters: Record<string, string>;
  queryParameters: Record<string, string>;
  headerParameters: Record<string, string>;
  customHeaderParameters: CustomHeaderParameter[];
  editorType: EditorType;
  /** Absent when the operation has no body or the link carried none. */
  bodyParams?: unknown;
}

/** What the page accepts from a link: its own parameter names and whether it has a body. */
export interface ShareTarget {
  path: string[];
  query: string[];
  header: string[];
  hasBody: boolean;
}

/** Links longer than this are refused both ways: a link is not a file transfer. */
export const MAX_SHARED_LENGTH = 16 * 1024;
const MAX_BODY_DEPTH = 32;
const EDITOR_TYPES: readonly EditorType[] = ['form', 'json', 'blockly'];
// Defence in depth: no allowed header looks like this, but a credential must never be shared.
const SECRET_NAME = /authorization|token|secret|cookie|password|api[-_]?key/i;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sharedValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => value !== '' && !SECRET_NAME.test(name)),
  );
}

/** The request as the `request` value of a share link, or null when it is too large. */
export function encodeSharedRequest(shared: SharedRequest): string | null {
  const payload = {
    v: 1,
    path: sharedValues(shared.pathParameters),
    query: sharedValues(shared.queryParameters),
    header: sharedValues(shared.headerParameters),
    custom: shared.customHeaderParameters.filter((header) => !SECRET_NAME.test(header.name)),
    editor: shared.editorType,
    ...(shared.bodyParams !== undefined && { body: shared.bodyParams }),
  };
  try {
    const encoded = toBase64Url(JSON.stringify(payload));
    return encoded.length > MAX_SHARED_LENGTH ? null : encoded;
  } catch {
    return null; // text with lone surrogates cannot be UTF-8 encoded
  }
}

/** A share link's values: only the page's own parameter names with string values. */
function pickValues(
  raw: unknown,
  names: string[],
  where: string,
  ignored: string[],
): Record<string, string> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) {
    ignored.push(`${where} parameters`);
    return {};
  }
  const picked: [string, string][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (names.includes(name) && typeof value === 'string' && !SECRET_NAME.test(name)) {
      picked.push([name, value]);
    } else {
      ignored.push(`${where} parameter ${name}`);
    }
  }
  return Object.fromEntries(picked);
}

function pickCustomHeaders(raw: unknown, ignored: string[]): CustomHeaderParameter[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    ignored.push('custom headers');
    return [];
  }
  const allowed: readonly string[] = CUSTOM_HEADER_NAMES;
  const headers: CustomHeaderParameter[] = [];
  for (const item of raw) {
    const name = isRecord(item) ? item.name : undefined;
    const value = isRecord(item) ? item.value : undefined;
    const known = typeof name === 'string' && allowed.includes(name);
    const duplicate = headers.some((header) => header.name === name);
    if (known && typeof value === 'string' && !duplicate && !SECRET_NAME.test(name)) {
      headers.push({ name, value });
    } else {
      ignored.push(`header ${typeof name === 'string' ? name : '(unnamed)'}`);
    }
  }
  return headers;
}

/** A JSON value rebuilt from scratch, without keys that could reach a prototype. */
function cleanBody(value: unknown, depth: number): unknown {
  if (depth > MAX_BODY_DEPTH) throw new Error('Body nested too deeply.');
  if (Array.isArray(value)) return value.map((item) => cleanBody(item, depth + 1));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value)
    .filter(([key]) => !UNSAFE_KEYS.has(key))
    .map(([key, item]) => [key, cleanBody(item, depth + 1)]);
  return Object.fromEntries(entries);
}

/** What a share link restores, with the names of the parts that were left out. */
export interface DecodedShare {
  request: SharedRequest;
  ignored: string[];
}

/**
 * Reads a share link's `request` value. Anything the page does not know is left out and named in
 * `ignored`; a value that cannot be read at all (bad base64 or JSON, too large, not an object)
 * gives null. Restored values still meet the panel's own checks before Send.
 */
export function decodeSharedRequest(encoded: string, target: ShareTarget): DecodedShare | null {
  if (encoded.length > MAX_SHARED_LENGTH) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(fromBase64Url(encoded));
  } catch {
    return null;
  }
  if (!isRecord(payload) || payload.v !== 1) return null;
  const ignored: string[] = [];
  const editor = EDITOR_TYPES.find((type) => type === payload.editor);
  if (payload.editor !== undefined && !editor) ignored.push('editor');
  const request: SharedRequest = {
    pathParameters: pickValues(payload.path, target.path, 'path', ignored),
    queryParameters: pickValues(payload.query, target.query, 'query', ignored),
    headerParameters: pickValues(payload.header, target.header, 'header', ignored),
    customHeaderParameters: pickCustomHeaders(payload.custom, ignored),
    editorType: editor ?? 'form',
  };
  if (payload.body !== undefined) {
    // Explorer bodies are JSON objects; the form editor knows nothing else.
    if (!target.hasBody || !isRecord(payload.body)) ignored.push('body');
    else {
      try {
        request.bodyParams = cleanBody(payload.body, 0);
      } catch {
        ignored.push('body');
      }
    }
  }
  return { request, ignored };
}
