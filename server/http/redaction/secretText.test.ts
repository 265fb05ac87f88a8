import { looksLikeSecret } from './secretText';

describe('looksLikeSecret', () => {
  it.each([
    'Bearer tok-top-secret-7',
    'authorization: basic dXNlcjpwYXNzd29yZA==',
    'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig',
    'GET /auth/callback?code=abc123&state=xyz failed',
    'token=abcdef',
    'password: hunter22',
    '{"client_secret":"s3cr3t-value"}',
    'api_key=k3y9',
    'failed with AbCdEfGhIjKlMnOpQrSt0123456789 in it',
    'hash 0123456789abcdef0123456789abcdef',
  ])('finds a secret in %s', (text) => {
    expect(looksLikeSecret(text)).toBe(true);
  });

  it.each([
    'Bad Gateway',
    'Request failed with status code 502',
    "TypeError: Cannot read properties of undefined (reading 'accountId')",
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    'ChunkLoadError: Loading chunk component---src-templates-api-reference-method-tsx-4f5a6b failed',
    'envelope 3f1c1d52-8a41-4f0e-9d6c-2b7a1e5c9f00 not found',
    'countryCode=FR',
    'Global User UUID Error',
    'basic authentication is not offered',
  ])('leaves %s alone', (text) => {
    expect(looksLikeSecret(text)).toBe(false);
  });
});
