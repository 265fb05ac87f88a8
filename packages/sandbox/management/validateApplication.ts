import type { NewApplication } from '../store/applications';

export const MAX_NAME_LENGTH = 100;
export const MAX_REDIRECT_URIS = 10;

export type Validation = { ok: true; value: NewApplication } | { ok: false; message: string };

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
  } catch {
    return false;
  }
}

/** Checks the create-application body; every message names the offending field. */
export function validateNewApplication(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The request body must be a JSON object.' };
  }
  const fields = body as Record<string, unknown>;
  const name = typeof fields.name === 'string' ? fields.name.trim() : undefined;
  if (name === undefined) return { ok: false, message: 'name is required and must be a string.' };
  if (name.length < 1 || name.length > MAX_NAME_LENGTH) {
    return { ok: false, message: `name must be 1 to ${MAX_NAME_LENGTH} characters long.` };
  }
  const uris = fields.redirect_uris ?? [];
  if (!Array.isArray(uris))
    return { ok: false, message: 'redirect_uris must be an array of URLs.' };
  if (uris.length > MAX_REDIRECT_URIS) {
    return { ok: false, message: `redirect_uris may hold at most ${MAX_REDIRECT_URIS} URLs.` };
  }
  for (const [index, uri] of uris.entries()) {
    if (typeof uri !== 'string' || uri.length > 2000 || !isAbsoluteHttpUrl(uri)) {
      return {
        ok: false,
        message: `redirect_uris[${index}] must be an absolute http or https URL.`,
      };
    }
  }
  for (const flag of ['shouldCreateSecretKey', 'shouldCreateRSAKey'] as const) {
    if (fields[flag] !== undefined && typeof fields[flag] !== 'boolean') {
      return { ok: false, message: `${flag} must be true or false.` };
    }
  }
  return {
    ok: true,
    value: {
      name,
      redirectUris: [...new Set(uris as string[])],
      shouldCreateSecretKey: fields.shouldCreateSecretKey === true,
      shouldCreateRSAKey: fields.shouldCreateRSAKey === true,
    },
  };
}
