import { HttpError } from '../http/errors';
import { PlatformError } from '../platform';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { siteOrigin } from '../http/origin';
import { guid } from './schemas';

/** The token generator's page is the redirect URI its integration key is registered with. */
export const TOKEN_GENERATOR_PATH = '/token-generator/';

interface AccessTokenQuery {
  integrationKeyId: string;
  secretKey: string;
  authorizationCode: string;
}

function isGrantError(error: unknown): error is PlatformError {
  return (
    error instanceof PlatformError &&
    error.kind === 'rejected' &&
    (error.status === 400 || error.status === 401)
  );
}

/**
 * GET /api/access-token: exchanges the token generator's authorization code with the key's own
 * secret. The spec puts the secret in the query; the logger hides those values (http/logging).
 */
export const accessTokenRoutes: RoutePlugin = async (app, { platform, config }) => {
  app.get<{ Querystring: AccessTokenQuery }>(
    '/api/access-token',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          required: ['integrationKeyId', 'secretKey', 'authorizationCode'],
          properties: {
            integrationKeyId: guid,
            secretKey: { type: 'string', minLength: 1, maxLength: 512 },
            authorizationCode: { type: 'string', minLength: 1, maxLength: 4096 },
          },
        },
      },
    },
    async (request, reply) => {
      // The caller must be signed in: the platform checks the token first, so a revoked or
      // expired one gets its 401 and a refused user its 403 (both pass through unchanged).
      await platform.userInfo(requiredToken(request));
      const { integrationKeyId, secretKey, authorizationCode } = request.query;
      try {
        const token = await platform.exchangeCode({
          code: authorizationCode,
          redirectUri: `${siteOrigin(request, config)}${TOKEN_GENERATOR_PATH}`,
          client: { clientId: integrationKeyId, clientSecret: secretKey },
        });
        reply.header('cache-control', 'no-store');
        const { access_token, expires_in, token_type, scope } = token;
        return { access_token, expires_in, token_type, scope };
      } catch (error) {
        // A refused grant (RFC 6749 section 5.2: 400, or 401 for invalid_client) is the key's
        // problem (bad code or secret), not the signed-in user's: answer 400 with the OAuth
        // error, so the app shows the matching toast and does not sign the user out as it
        // would on a 401. Any other refusal (403, 429...) passes through as it is.
        if (isGrantError(error)) {
          throw new HttpError(400, error.message, {
            error: error.errorCode ?? 'invalid_request',
            error_description: error.message,
          });
        }
        throw error;
      }
    },
  );
};
