import { listenerUrlForm } from './listenerPolicy';
import { refuse } from '../esignature/errors';

/** A field of a Connect body that the platform refuses: 400 naming it. */
export const invalidField = (field: string, problem: string) =>
  refuse(400, 'INVALID_REQUEST_PARAMETER', `The field "${field}" ${problem}.`);

export const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** Why a listener URL is refused, after the field's name: the listener policy's own words. */
export const listenerRefusal = (reason: string) =>
  `is not a listener Connect may deliver to (${reason.replace(/^The listener URL /, '')})`;

/** A flag as the platform takes it: true or false, or the strings its SDKs send ("true"). */
export function readFlag(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  throw invalidField(field, 'must be true or false');
}

export function readText(value: unknown, field: string, maxLength: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number')
    throw invalidField(field, 'must be a string');
  const text = String(value).trim();
  if (text.length > maxLength) throw invalidField(field, `must be at most ${maxLength} characters`);
  return text;
}

/** A list field: an array, or one value where the SDKs send a single item. */
export function readList(value: unknown, field: string): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw invalidField(field, 'must be an array');
  return value;
}

/**
 * A listener address in the form the listener policy takes (`listenerPolicy.ts`): an
 * absolute http(s) URL without credentials. The demo platform takes http as well as https, so a
 * listener on the developer's own machine needs no certificate. Where it may be is checked by
 * `admittedListener` (./listenerAddress.ts) before the configuration or envelope is kept.
 */
export function readListenerUrl(value: unknown, field: string): string {
  const text = readText(value, field, 2048);
  if (!text) throw invalidField(field, 'is required');
  const form = listenerUrlForm(text);
  if (!('url' in form)) throw invalidField(field, listenerRefusal(form.reason));
  return form.url.href;
}
