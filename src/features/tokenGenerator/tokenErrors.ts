// docs/behaviour.md §8: a token exchange failure shows the toast configured for its error_description,
// else the default toast. GET /api/access-token answers a refused exchange with 400
// `{ error, error_description, message }`: `error` is the OAuth code (RFC 6749 section 5.2),
// `error_description` the platform's own sentence, which tells apart causes one code lumps
// together (an expired code and a used one are both invalid_grant).

export const DEFAULT_TOKEN_ERROR_TEXT = 'Could not generate an access token. Please try again.';

const CODE_EXPIRED = 'The authorization code expired. Generate the token again.';
const CODE_USED = 'The authorization code was already used. Generate the token again.';
const CODE_REFUSED = 'The authorization code was refused. Generate the token again.';
const SECRET_REFUSED =
  'The integration key’s secret was refused. Generate the token again to get a new secret.';
const KEY_UNKNOWN = 'The platform does not know this integration key.';

/** By error_description, worded as the platform's token endpoint (and its sandbox) sends it. */
const DESCRIPTION_TEXTS = new Map<string, string>([
  ['The authorization code has expired.', CODE_EXPIRED],
  ['The authorization code has already been used.', CODE_USED],
  ['The authorization code is not valid for this client.', CODE_REFUSED],
  ['redirect_uri differs from the one of the authorization request.', CODE_REFUSED],
  ['The client secret is not valid for this client_id.', SECRET_REFUSED],
  ['Unknown client_id.', KEY_UNKNOWN],
]);

/** By OAuth error code, for descriptions not listed above (or none). */
const CODE_TEXTS = new Map<string, string>([
  [
    'invalid_grant',
    'The authorization code expired or was already used. Generate the token again.',
  ],
  ['invalid_client', 'The integration key or its secret was refused. Generate the token again.'],
  [
    'consent_required',
    'Consent is required for this integration key. Grant consent and try again.',
  ],
  ['access_denied', 'Access was denied. Generate the token again and allow access.'],
]);

/** The toast for a refused exchange: by error_description first, then by error code. */
export function tokenErrorText(errorDescription?: string, errorCode?: string): string {
  return (
    (errorDescription !== undefined ? DESCRIPTION_TEXTS.get(errorDescription) : undefined) ??
    (errorCode !== undefined ? CODE_TEXTS.get(errorCode) : undefined) ??
    DEFAULT_TOKEN_ERROR_TEXT
  );
}
