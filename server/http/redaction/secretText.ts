import { redactText } from './redactText';
import { isSecretName } from './secretNames';

/** `name=value` or `name: value` (a query, a header, a config line pasted into a message). */
const NAMED_VALUE = /([\w.[\]-]+)["']?\s*[:=]\s*["']?[^\s"'&,;]{3,}/g;
/** Runs of the characters random tokens are made of. */
const TOKEN_RUN = /[A-Za-z0-9_~+/=-]{20,}/g;
const UUID = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i;

/**
 * Whether a run looks random rather than written: lower case, capitals and digits all in it (a
 * base64 token of 20 characters almost always has all three), or 32 hex digits and more. Words,
 * paths, chunk names (`component---src-templates-…-4f5a6b`) and UUIDs have two kinds at most.
 */
function looksRandom(run: string): boolean {
  if (UUID.test(run)) return false;
  if (/^[0-9a-f]{32,}$/i.test(run)) return true;
  return /[a-z]/.test(run) && /[A-Z]/.test(run) && /[0-9]/.test(run);
}

/**
 * Whether a free text a client sends (a telemetry message) may hold a credential: anything the
 * log lines' own rule would hide (redactText: HTTP credentials, JWTs, secret paths and query
 * values), a value under a secret name (`password: …`), or a run that looks like a random token.
 * Such a value is not logged at all.
 */
export function looksLikeSecret(text: string): boolean {
  if (redactText(text) !== text) return true;
  for (const match of text.matchAll(NAMED_VALUE)) {
    if (isSecretName(match[1])) return true;
  }
  return [...text.matchAll(TOKEN_RUN)].some(([run]) => looksRandom(run));
}
