import { credentialRoutes } from './integrationKeyCredentials';

/** POST and DELETE /api/secrets: client secrets of an integration key. */
export const secretRoutes = credentialRoutes({
  path: '/api/secrets',
  idField: 'secretId',
  create: (platform, token, accountId, keyId) => platform.createSecret(token, accountId, keyId),
  remove: (platform, token, accountId, keyId, id) =>
    platform.deleteSecret(token, accountId, keyId, id),
});
