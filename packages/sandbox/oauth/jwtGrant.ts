import { verify } from 'node:crypto';
import type { SandboxDb } from '../store/db';
import { clientPublicKeys, findClient } from '../store/clients';
import { hasConsent } from '../store/oauthSessions';
import { membershipIn } from '../store/users';
import { GrantError } from './grantError';

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** Assertions may not live longer than this (the real platform's rule as well). */
const MAX_LIFETIME_SECONDS = 3600;
const CLOCK_SKEW_SECONDS = 60;

interface AssertionClaims {
  iss?: unknown;
  sub?: unknown;
  aud?: unknown;
  iat?: unknown;
  exp?: unknown;
  scope?: unknown;
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  } catch {
    // fall through to the refusal below
  }
  throw new GrantError('invalid_grant', 'The assertion is not a well-formed JWT.');
}

/** The scopes a JWT grant acts with: those asked for, and always `impersonation` (acting as sub). */
const jwtScopes = (scope: string) => [...new Set([...scope.split(/\s+/), 'impersonation'])];

/**
 * consent_required, as the platform answers it, with what the developer needs to fix it: the
 * scopes the user has not granted the key, and the authorization URL that asks them (with the
 * key's first redirect URI: the platform sends the user back there after they allow it).
 */
function consentRequired(
  oauthBase: string,
  clientId: string,
  redirectUris: string,
  missing: string[],
  scope: string,
) {
  const [redirectUri] = JSON.parse(redirectUris) as string[];
  const url = new URL(`${oauthBase}/oauth/auth`);
  url.search = new URLSearchParams({
    response_type: 'code',
    scope,
    client_id: clientId,
    ...(redirectUri ? { redirect_uri: redirectUri } : {}),
  }).toString();
  const redirect = redirectUri ? '' : ' (add a redirect URI to the key first)';
  return new GrantError(
    'consent_required',
    `The user has not consented to the integration key's scopes ${missing.join(' ')}. Consent once, signed in as the user, at ${url.href}${redirect}`,
  );
}

/**
 * RFC 7523 JWT grant: an integration key with an RSA key pair signs `{ iss: client_id,
 * sub: user id, aud: the sandbox host, iat, exp, scope }` with RS256; the sandbox checks the
 * signature against the key's public keys and that the user belongs to the key's account.
 */
export async function verifyJwtAssertion(
  db: SandboxDb,
  assertion: string,
  audiences: string[],
  oauthBase: string,
): Promise<{ clientId: string; userId: string; scope: string }> {
  const parts = assertion.split('.');
  if (parts.length !== 3)
    throw new GrantError('invalid_grant', 'The assertion is not a well-formed JWT.');
  const header = decodeJson(parts[0]);
  if (header.alg !== 'RS256')
    throw new GrantError('invalid_grant', 'The assertion must be signed with RS256.');
  const claims = decodeJson(parts[1]) as AssertionClaims;
  if (typeof claims.iss !== 'string' || typeof claims.sub !== 'string') {
    throw new GrantError(
      'invalid_grant',
      'The assertion needs iss (the integration key) and sub (the user id).',
    );
  }
  const client = await findClient(db, claims.iss);
  if (!client || client.account_id === null) {
    throw new GrantError('invalid_grant', 'issuer_not_found');
  }
  const publicKeys = await clientPublicKeys(db, client.client_id);
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  const signature = Buffer.from(parts[2], 'base64url');
  if (!publicKeys.some((key) => verify('RSA-SHA256', signed, key, signature))) {
    throw new GrantError('invalid_grant', 'no_valid_keys_or_signatures');
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number') {
    throw new GrantError('invalid_grant', 'The assertion needs numeric iat and exp.');
  }
  if (claims.exp <= now - CLOCK_SKEW_SECONDS)
    throw new GrantError('invalid_grant', 'The assertion has expired.');
  if (claims.iat > now + CLOCK_SKEW_SECONDS || claims.exp - claims.iat > MAX_LIFETIME_SECONDS) {
    throw new GrantError(
      'invalid_grant',
      `The assertion must be issued now and live at most ${MAX_LIFETIME_SECONDS} s.`,
    );
  }
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (
    !audience.some((aud) => typeof aud === 'string' && audiences.includes(aud.replace(/\/+$/, '')))
  ) {
    throw new GrantError('invalid_grant', `aud must be this sandbox (${audiences[0]}).`);
  }
  if (!(await membershipIn(db, claims.sub, client.account_id))) {
    throw new GrantError('invalid_grant', 'user_not_found');
  }
  const scope =
    typeof claims.scope === 'string' && claims.scope.trim() ? claims.scope.trim() : 'signature';
  // The user must have let the key act for them (impersonation) with every scope it asks for.
  const needed = jwtScopes(scope);
  const missing = [];
  for (const one of needed) {
    if (!(await hasConsent(db, claims.sub, client.client_id, one))) missing.push(one);
  }
  if (missing.length > 0) {
    throw consentRequired(
      oauthBase,
      client.client_id,
      client.redirect_uris,
      missing,
      needed.join(' '),
    );
  }
  return { clientId: client.client_id, userId: claims.sub, scope };
}
