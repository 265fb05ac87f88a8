import { statement, type SandboxDb } from './db';
import { verifySecret } from './hashing';

export interface ClientRow {
  client_id: string;
  account_id: string | null;
  name: string;
  redirect_uris: string;
  allow_loopback: number;
}

export function findClient(db: SandboxDb, clientId: string): ClientRow | undefined {
  return statement(db, 'SELECT * FROM applications WHERE client_id = ?').get(clientId) as
    ClientRow | undefined;
}

/** Any of the client's secrets authenticates it (keys may hold several during rotation). */
export function clientSecretMatches(db: SandboxDb, clientId: string, secret: string): boolean {
  const rows = statement(db, 'SELECT secret_hash FROM client_secrets WHERE client_id = ?').all(
    clientId,
  ) as { secret_hash: string }[];
  return rows.some((row) => verifySecret(secret, row.secret_hash));
}

/**
 * Exact match against the registered URIs; the portal client also takes any loopback
 * `/auth/callback`, because the portal runs on whatever port it is started on.
 */
export function redirectUriAllowed(client: ClientRow, redirectUri: string): boolean {
  const registered = JSON.parse(client.redirect_uris) as string[];
  if (registered.includes(redirectUri)) return true;
  if (!client.allow_loopback) return false;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '127.0.0.1') &&
    url.pathname === '/auth/callback' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}
