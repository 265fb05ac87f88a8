import type { PlatformErrorCode } from './index';

const AUTH: [string, string] = ['Authentication', '/platform/auth/'];

/**
 * The `error` of the OAuth server's answers (RFC 6749 §4.1.2.1 and §5.2): in the body of a
 * token request `{ error, error_description }`, or as `?error=` on the redirect to the app.
 */
export const OAUTH_ERROR_CODES: readonly PlatformErrorCode[] = [
  {
    code: 'invalid_request',
    status: 400,
    area: 'OAuth',
    meaning: 'The token request lacks a parameter it needs: `grant_type`, `assertion` or `token`.',
    fix: 'Send the parameters of your grant as a form (`application/x-www-form-urlencoded`).',
    see: [AUTH],
  },
  {
    code: 'invalid_client',
    status: 401,
    area: 'OAuth',
    meaning: 'The integration key or its secret is wrong (failed attempts are limited).',
    fix: 'Send the integration key and a current secret as HTTP Basic credentials; create a new secret if it was lost.',
    see: [AUTH, ['Integration keys', '/tools/integration-keys/']],
  },
  {
    code: 'invalid_grant',
    status: 400,
    area: 'OAuth',
    meaning:
      'The grant is not valid: an expired or reused authorization code, a PKCE verifier that does not match, a spent refresh token, or a JWT assertion that is malformed, expired, not RS256 or for another audience. For JWT the platform’s descriptions say which: `issuer_not_found` (no such integration key), `no_valid_keys_or_signatures` (signed with another key), `user_not_found` (sub is no user of the key’s account).',
    fix: 'For a code, start the authorization again; for JWT, check `iss` (the integration key), `sub` (the user id), `aud`, `iat` and `exp` (at most an hour), and sign with the key pair’s private key.',
    see: [AUTH],
  },
  {
    code: 'unsupported_grant_type',
    status: 400,
    area: 'OAuth',
    meaning: 'The `grant_type` is none of the grants the OAuth server supports.',
    fix: 'Use `authorization_code`, `refresh_token` or `urn:ietf:params:oauth:grant-type:jwt-bearer`.',
    see: [AUTH],
  },
  {
    code: 'slow_down',
    status: 429,
    area: 'OAuth',
    meaning: 'Too many failed client authentications from this address for this integration key.',
    fix: 'Wait the seconds of `Retry-After`, and fix the secret before trying again.',
  },
  {
    code: 'consent_required',
    status: 302,
    area: 'OAuth',
    meaning:
      'The user has not consented to the integration key’s scopes: on the redirect, `prompt=none` forbade asking; from the token endpoint (400), a JWT grant for a user who never let the key act for them (its `error_description` names the missing scopes and the authorization URL that asks for them). Creating a key with an RSA key pair consents to it for its creator.',
    fix: 'Send the user once to the authorization URL without `prompt=none` (for JWT, with the `impersonation` scope, as the error’s description gives it) to grant consent.',
    see: [AUTH],
  },
  {
    code: 'login_required',
    status: 302,
    area: 'OAuth',
    meaning: 'The user is not signed in, and `prompt=none` forbade asking.',
    fix: 'Send the user to the authorization URL without `prompt=none`.',
    see: [AUTH],
  },
  {
    code: 'access_denied',
    status: 302,
    area: 'OAuth',
    meaning: 'The user declined to grant the integration key access.',
    fix: 'Explain in your app why it needs access, and let the user start again.',
  },
];
