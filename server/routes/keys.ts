import { credentialRoutes } from './integrationKeyCredentials';

/**
 * POST /api/keys: a new RSA key pair on an integration key (its private key in this answer
 * only); DELETE /api/keys: an RSA key pair of an integration key.
 */
export const keyRoutes = credentialRoutes({
  path: '/api/keys',
  idField: 'keyId',
  create: (platform, token, accountId, keyId) => platform.createKey(token, accountId, keyId),
  remove: (platform, token, accountId, keyId, id) =>
    platform.deleteKey(token, accountId, keyId, id),
});
