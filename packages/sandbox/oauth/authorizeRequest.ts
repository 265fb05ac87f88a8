import type { SandboxDb } from '../store/db';
import { findClient, redirectUriAllowed } from '../store/clients';
import { stringField } from '../http/fields';

/** The authorization request the login form carries in hidden fields. */
export interface AuthorizeRequest {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  /**
   * OpenID Connect's `prompt`: `login` shows the sign-in form even to a signed-in browser (to
   * sign in as someone else), `none` never shows a page (an error instead when one is needed).
   */
  prompt?: 'login' | 'none';
}

export type AuthorizeCheck =
  { ok: true; request: AuthorizeRequest } | { ok: false; problem: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;
const MAX_STATE = 1000;
const MAX_SCOPE = 2000;

/**
 * Checks a request from the query (GET) or the login form (POST, where hidden fields could be
 * tampered with) the same way; problems are shown, never redirected to an unchecked URI.
 */
export async function checkAuthorizeRequest(
  db: SandboxDb,
  source: unknown,
): Promise<AuthorizeCheck> {
  const clientId = stringField(source, 'client_id');
  const redirectUri = stringField(source, 'redirect_uri');
  if (!clientId) return { ok: false, problem: 'The request has no client_id.' };
  const client = await findClient(db, clientId);
  if (!client)
    return { ok: false, problem: `client_id "${clientId}" is not a known integration key.` };
  if (!redirectUri) return { ok: false, problem: 'The request has no redirect_uri.' };
  if (!redirectUriAllowed(client, redirectUri)) {
    return {
      ok: false,
      problem: `redirect_uri "${redirectUri}" is not registered for integration key "${clientId}".`,
    };
  }
  const responseType = stringField(source, 'response_type');
  if (responseType !== 'code') {
    return { ok: false, problem: 'response_type must be "code" (authorization-code grant).' };
  }
  const scope = stringField(source, 'scope') || 'signature';
  if (scope.length > MAX_SCOPE) return { ok: false, problem: 'scope is too long.' };
  const state = stringField(source, 'state');
  if (state !== undefined && state.length > MAX_STATE)
    return { ok: false, problem: 'state is too long.' };
  const challenge = stringField(source, 'code_challenge') || undefined;
  const method = stringField(source, 'code_challenge_method') || undefined;
  if (challenge !== undefined) {
    if (method !== 'S256') return { ok: false, problem: 'code_challenge_method must be "S256".' };
    if (!PKCE_CHALLENGE.test(challenge)) {
      return { ok: false, problem: 'code_challenge must be 43 to 128 URL-safe characters.' };
    }
  } else if (method !== undefined) {
    return { ok: false, problem: 'code_challenge_method was given without a code_challenge.' };
  }
  const prompt = stringField(source, 'prompt') || undefined;
  if (prompt !== undefined && prompt !== 'login' && prompt !== 'none') {
    return { ok: false, problem: 'prompt must be "login" or "none".' };
  }
  return {
    ok: true,
    request: {
      response_type: responseType,
      client_id: clientId,
      redirect_uri: redirectUri,
      scope,
      state,
      code_challenge: challenge,
      code_challenge_method: method,
      prompt,
    },
  };
}
