import fs from 'node:fs';
import { Agent } from 'undici';
import { ADMIN } from '../../test-support/testServer';
import type { SdkPlatform } from './platform';

/** A request over the platform's TLS, trusting its self-signed certificate. */
export function trustingFetch(platform: SdkPlatform) {
  const dispatcher = new Agent({ connect: { ca: fs.readFileSync(platform.certificate) } });
  return (url: string, init: RequestInit = {}) =>
    fetch(url, { redirect: 'manual', ...init, dispatcher } as RequestInit);
}

/**
 * The one-time consent a developer gives before a JWT integration asks for more than the
 * scopes the key's creator consented to with its key pair (signature impersonation): the key
 * gets a redirect URI, and the administrator signs in at the authorization URL for those scopes,
 * as consent_required's description says.
 */
export async function consentTo(platform: SdkPlatform, scopes: string[]) {
  const request = trustingFetch(platform);
  const redirectUri = 'http://localhost:3000/ds/callback';
  const key = `${platform.origin}/sandbox/management/v1/accounts/${ADMIN.accountId}/applications/${platform.integrationKey}`;
  const updated = await request(key, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${platform.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ redirect_uris: [redirectUri] }),
  });
  if (updated.status !== 200) throw new Error(`redirect URI not added: ${updated.status}`);
  const login = await request(`${platform.origin}/sandbox/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: platform.integrationKey,
      redirect_uri: redirectUri,
      scope: ['signature', 'impersonation', ...scopes].join(' '),
      state: 'consent',
      email: ADMIN.email,
      password: ADMIN.password,
    }).toString(),
  });
  if (login.status !== 302) throw new Error(`consent sign-in answered ${login.status}`);
}
