import type { SandboxDb } from './db';
import { verifySecret } from './hashing';
import type { SandboxTables } from './tables';

export type ClientRow = SandboxTables['applications'];

export function findClient(db: SandboxDb, clientId: string): Promise<ClientRow | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Any of the client's secrets authenticates it (keys may hold several during rotation). */
export async function clientSecretMatches(
  db: SandboxDb,
  clientId: string,
  secret: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('client_secrets')
    .select('secret_hash')
    .where('client_id', '=', clientId)
    .execute();
  return rows.some((row) => verifySecret(secret, row.secret_hash));
}

/** The public keys of the client's RSA key pairs (for JWT grant assertions). */
export async function clientPublicKeys(db: SandboxDb, clientId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rsa_keys')
    .select('public_key')
    .where('client_id', '=', clientId)
    .execute();
  return rows.map((row) => row.public_key);
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
