/** RFC 6749 section 5.2 error codes, and the platform's `consent_required` of the JWT grant. */
export type OAuthError =
  | 'consent_required'
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type';

/** A refused grant; the token route turns it into `{ error, error_description }`. */
export class GrantError extends Error {
  constructor(
    readonly error: OAuthError,
    description: string,
  ) {
    super(description);
  }
}
