import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestScheme } from '@developer-center/http';
import type { SandboxContext } from '../context';
import { stringField } from '../http/fields';
import {
  consumeAuthCode,
  findAuthCode,
  findLiveToken,
  issueTokens,
  revokeToken,
  type IssuedTokens,
} from '../store/grants';
import { pkceChallenge, safeEqual } from '../store/hashing';
import { endSessionOfToken } from '../store/oauthSessions';
import { claimedClientId, identifyClient } from './clientAuth';
import { LoginThrottle } from './loginThrottle';
import { GrantError } from './grantError';
import { JWT_BEARER_GRANT, verifyJwtAssertion } from './jwtGrant';
import { recordUserEvent } from '../monitor/events';

function noStore(reply: FastifyReply) {
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

/** POST /oauth/token (authorization_code, refresh_token, JWT bearer) and POST /oauth/revoke. */
export function registerTokenRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, tokenTtlSeconds } = context;

  // Every grant is a sign-in of the user through the key: an event of their accounts (Monitor).
  const tokenGranted = (userId: string, clientId: string, grantType: string, ip: string) =>
    recordUserEvent(db, userId, {
      name: 'TokenGranted',
      ip,
      data: { integratorKey: clientId, grantType },
    });

  async function authorizationCodeGrant(
    body: unknown,
    clientId: string,
    authenticated: boolean,
    ip: string,
  ): Promise<IssuedTokens> {
    const code = stringField(body, 'code');
    const redirectUri = stringField(body, 'redirect_uri');
    const verifier = stringField(body, 'code_verifier');
    if (!code) throw new GrantError('invalid_request', 'code is missing.');
    if (!redirectUri) throw new GrantError('invalid_request', 'redirect_uri is missing.');
    const row = await findAuthCode(db, code);
    if (!row || row.client_id !== clientId) {
      throw new GrantError('invalid_grant', 'The authorization code is not valid for this client.');
    }
    if (row.expires_at <= Date.now())
      throw new GrantError('invalid_grant', 'The authorization code has expired.');
    if (row.redirect_uri !== redirectUri) {
      throw new GrantError(
        'invalid_grant',
        'redirect_uri differs from the one of the authorization request.',
      );
    }
    if (row.code_challenge) {
      if (!verifier) throw new GrantError('invalid_grant', 'code_verifier is missing (PKCE).');
      if (!safeEqual(pkceChallenge(verifier), row.code_challenge)) {
        throw new GrantError('invalid_grant', 'code_verifier does not match the code_challenge.');
      }
    } else if (!authenticated) {
      throw new GrantError('invalid_client', 'Client authentication is required without PKCE.');
    }
    if (!(await consumeAuthCode(db, row.code_hash))) {
      throw new GrantError('invalid_grant', 'The authorization code has already been used.');
    }
    const issued = await issueTokens(
      db,
      {
        clientId,
        userId: row.user_id,
        scope: row.scope,
        codeHash: row.code_hash,
        sessionHash: row.session_hash,
      },
      tokenTtlSeconds,
    );
    await tokenGranted(row.user_id, clientId, 'authorization_code', ip);
    return issued;
  }

  async function refreshTokenGrant(
    body: unknown,
    clientId: string,
    ip: string,
  ): Promise<IssuedTokens> {
    const refreshToken = stringField(body, 'refresh_token');
    if (!refreshToken) throw new GrantError('invalid_request', 'refresh_token is missing.');
    const row = await findLiveToken(db, refreshToken, 'refresh');
    if (!row || row.client_id !== clientId) {
      throw new GrantError('invalid_grant', 'The refresh token is not valid, expired or revoked.');
    }
    // Rotation: the old refresh token is spent, once (two instances cannot both rotate it).
    if (!(await revokeToken(db, refreshToken))) {
      throw new GrantError('invalid_grant', 'The refresh token is not valid, expired or revoked.');
    }
    const issued = await issueTokens(
      db,
      { clientId, userId: row.user_id, scope: row.scope, sessionHash: row.session_hash },
      tokenTtlSeconds,
    );
    await tokenGranted(row.user_id, clientId, 'refresh_token', ip);
    return issued;
  }

  // Client-secret guessing meets the same limit as password guessing: per address and client.
  const throttle = new LoginThrottle(db, 'token');

  app.post('/oauth/token', async (request, reply) => {
    noStore(reply);
    const grantType = stringField(request.body, 'grant_type');
    if (!grantType) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'grant_type is missing.' });
    }
    if (grantType === JWT_BEARER_GRANT) {
      // The signed assertion is the client's proof; no secret is involved.
      const assertion = stringField(request.body, 'assertion');
      if (!assertion) {
        return reply
          .code(400)
          .send({ error: 'invalid_request', error_description: 'assertion is missing.' });
      }
      // The platform's SDKs send their OAuth base path as the audience: the host, or here, where
      // the OAuth server sits below the mount, the host and the mount ("127.0.0.1:9000/sandbox").
      const origin = `${requestScheme(request)}://${request.host}`;
      const audiences = [
        request.host,
        request.hostname,
        `${request.host}${context.prefix}`,
        origin,
        `${origin}${context.prefix}`,
      ];
      try {
        const grant = await verifyJwtAssertion(
          db,
          assertion,
          audiences,
          `${origin}${context.prefix}`,
        );
        const issued = await issueTokens(db, grant, tokenTtlSeconds, { refresh: false });
        await tokenGranted(grant.userId, grant.clientId, 'jwt_bearer', request.ip);
        return reply.code(200).send(issued);
      } catch (error) {
        if (!(error instanceof GrantError)) throw error;
        return reply.code(400).send({ error: error.error, error_description: error.message });
      }
    }
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: `grant_type "${grantType}" is not supported.`,
      });
    }
    const claimed = claimedClientId(request);
    const retryAfter = await throttle.retryAfterSeconds(request.ip, claimed);
    if (retryAfter > 0) {
      return reply.code(429).header('retry-after', String(retryAfter)).send({
        error: 'slow_down',
        error_description: 'Too many failed client authentications. Try again later.',
      });
    }
    const client = await identifyClient(db, request);
    if (!client.ok) {
      await throttle.recordFailure(request.ip, claimed);
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="sandbox"')
        .send({ error: 'invalid_client', error_description: client.description });
    }
    try {
      const tokens =
        grantType === 'authorization_code'
          ? await authorizationCodeGrant(
              request.body,
              client.clientId,
              client.authenticated,
              request.ip,
            )
          : await refreshTokenGrant(request.body, client.clientId, request.ip);
      return reply.code(200).send(tokens);
    } catch (error) {
      if (!(error instanceof GrantError)) throw error;
      const status = error.error === 'invalid_client' ? 401 : 400;
      return reply.code(status).send({ error: error.error, error_description: error.message });
    }
  });

  // RFC 7009: unknown tokens also answer 200, so revocation reveals nothing. Revoking a token
  // also signs out the browser session its grant came from, as the platform does.
  app.post('/oauth/revoke', async (request, reply) => {
    const token = stringField(request.body, 'token');
    if (!token)
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'token is missing.' });
    await endSessionOfToken(db, token);
    await revokeToken(db, token);
    return reply.code(200).send({});
  });
}
