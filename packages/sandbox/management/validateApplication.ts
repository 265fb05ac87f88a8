import type { ApplicationChanges, NewApplication } from '../store/applications';

export const MAX_NAME_LENGTH = 100;
export const MAX_REDIRECT_URIS = 10;

export type Validation<T = NewApplication> =
  { ok: true; value: T } | { ok: false; message: string };

type Field<T> = { ok: true; value: T } | { ok: false; message: string };

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
  } catch {
    return false;
  }
}

function asObject(body: unknown): Record<string, unknown> | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

function checkName(value: unknown): Field<string> {
  const name = typeof value === 'string' ? value.trim() : undefined;
  if (name === undefined) return { ok: false, message: 'name is required and must be a string.' };
  if (name.length < 1 || name.length > MAX_NAME_LENGTH) {
    return { ok: false, message: `name must be 1 to ${MAX_NAME_LENGTH} characters long.` };
  }
  return { ok: true, value: name };
}

function checkRedirectUris(value: unknown): Field<string[]> {
  const uris = value ?? [];
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
  return { ok: true, value: [...new Set(uris as string[])] };
}

const NOT_AN_OBJECT = { ok: false, message: 'The request body must be a JSON object.' } as const;

/** Checks the create-application body; every message names the offending field. */
export function validateNewApplication(body: unknown): Validation {
  const fields = asObject(body);
  if (!fields) return NOT_AN_OBJECT;
  const name = checkName(fields.name);
  if (!name.ok) return name;
  const redirectUris = checkRedirectUris(fields.redirect_uris);
  if (!redirectUris.ok) return redirectUris;
  for (const flag of ['shouldCreateSecretKey', 'shouldCreateRSAKey'] as const) {
    if (fields[flag] !== undefined && typeof fields[flag] !== 'boolean') {
      return { ok: false, message: `${flag} must be true or false.` };
    }
  }
  return {
    ok: true,
    value: {
      name: name.value,
      redirectUris: redirectUris.value,
      shouldCreateSecretKey: fields.shouldCreateSecretKey === true,
      shouldCreateRSAKey: fields.shouldCreateRSAKey === true,
    },
  };
}

/**
 * Checks the update-application body: `name` and `redirect_uris` by the create rules, at least
 * one of them; a field left out keeps its value, `redirect_uris: []` removes every URI. Other
 * fields are ignored, as the platform ignores them: a client may send back what it listed.
 */
export function validateApplicationChanges(body: unknown): Validation<ApplicationChanges> {
  const fields = asObject(body);
  if (!fields) return NOT_AN_OBJECT;
  if (fields.name === undefined && fields.redirect_uris === undefined) {
    return { ok: false, message: 'Give name or redirect_uris (or both) to change.' };
  }
  const changes: ApplicationChanges = {};
  if (fields.name !== undefined) {
    const name = checkName(fields.name);
    if (!name.ok) return name;
    changes.name = name.value;
  }
  if (fields.redirect_uris !== undefined) {
    const redirectUris = checkRedirectUris(fields.redirect_uris);
    if (!redirectUris.ok) return redirectUris;
    changes.redirectUris = redirectUris.value;
  }
  return { ok: true, value: changes };
}
