import type { FastifyRequest } from 'fastify';
import type { SandboxDb } from '../store/db';
import { stringField } from '../http/fields';
import { clientSecretMatches, findClient } from '../store/clients';

/** Who is calling the token endpoint: the client id and whether a secret proved it. */
export type ClientIdentity =
  { ok: true; clientId: string; authenticated: boolean } | { ok: false; description: string };

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  if (!header || !/^basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  // RFC 6749 2.3.1: both parts are form-urlencoded before base64.
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  };
  return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
}

/** The client a token request names (HTTP Basic, else the form), authenticated or not. */
export function claimedClientId(request: FastifyRequest): string {
  return (
    basicCredentials(request.headers.authorization)?.id ??
    stringField(request.body, 'client_id') ??
    ''
  );
}

/**
 * HTTP Basic first, then client_id/client_secret form fields; a client without a secret is a
 * public client and must prove itself with PKCE instead (checked by the grant).
 */
export async function identifyClient(
  db: SandboxDb,
  request: FastifyRequest,
): Promise<ClientIdentity> {
  const basic = basicCredentials(request.headers.authorization);
  const clientId = basic?.id ?? stringField(request.body, 'client_id');
  const secret = basic?.secret ?? stringField(request.body, 'client_secret');
  if (!clientId)
    return { ok: false, description: 'client_id is missing (HTTP Basic or form field).' };
  const formClientId = stringField(request.body, 'client_id');
  if (basic && formClientId && formClientId !== basic.id) {
    return { ok: false, description: 'client_id in the form differs from the HTTP Basic client.' };
  }
  if (!(await findClient(db, clientId))) return { ok: false, description: 'Unknown client_id.' };
  if (secret === undefined || secret === '') return { ok: true, clientId, authenticated: false };
  if (!(await clientSecretMatches(db, clientId, secret))) {
    return { ok: false, description: 'The client secret is not valid for this client_id.' };
  }
  return { ok: true, clientId, authenticated: true };
}
