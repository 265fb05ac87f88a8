import crypto from 'node:crypto';

/** The platform signs at most this many keys per configuration (headers -1 to -100). */
export const MAX_HMAC_KEYS = 100;

/** HMAC-SHA256 of the exact body bytes with one key, base64, as the platform computes it. */
export function hmacSignature(body: string | Uint8Array, key: string): string {
  return crypto.createHmac('sha256', key).update(body).digest('base64');
}

/**
 * The signature headers of a Connect message: `X-DocuSign-Signature-1` for the first key,
 * `-2` for the second, and so on, with `X-Authorization-Digest: HMACSHA256` naming the algorithm.
 * No key, no header. The body must be sent exactly as signed (the same bytes).
 */
export function signatureHeaders(
  body: string | Uint8Array,
  keys: readonly string[],
): Record<string, string> {
  if (keys.length > MAX_HMAC_KEYS)
    throw new RangeError(`At most ${MAX_HMAC_KEYS} HMAC keys, got ${keys.length}`);
  const headers: Record<string, string> = {};
  if (keys.length === 0) return headers;
  headers['X-Authorization-Digest'] = 'HMACSHA256';
  keys.forEach((key, index) => {
    headers[`X-DocuSign-Signature-${index + 1}`] = hmacSignature(body, key);
  });
  return headers;
}
