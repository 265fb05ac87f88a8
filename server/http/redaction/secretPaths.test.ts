import { learnRoute, redactPath } from './secretPaths';
import { redactUrl } from './redactUrl';

// The routes of a small app: a link with its token, a session's pages, fixed siblings, a
// wildcard for the site and one for assets.
beforeAll(() => {
  learnRoute('/sandbox/signing/done');
  learnRoute('/sandbox/signing/assets/:version/*');
  learnRoute('/sandbox/signing/:token', ['token']);
  for (const page of ['/', '/session', '/finish', '/documents/:documentId']) {
    learnRoute(`/sandbox/signing/s/:id${page}`, ['id']);
  }
  learnRoute('/sandbox/management/v1/accounts/:accountId/inbox');
  learnRoute('/sandbox/restapi/*');
  learnRoute('/*');
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('redactPath', () => {
  it.each([
    [`/sandbox/signing/${TOKEN}`, '/sandbox/signing/[Redacted]'],
    [`/sandbox/signing/s/${ID}/`, '/sandbox/signing/s/[Redacted]/'],
    [`/sandbox/signing/s/${ID}/documents/1`, '/sandbox/signing/s/[Redacted]/documents/1'],
    [`/sandbox/signing/s/${ID}/finish`, '/sandbox/signing/s/[Redacted]/finish'],
  ])('hides the secret segment of %s', (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });

  it('keeps fixed siblings, ids that are no secret and wildcards', () => {
    for (const path of [
      '/sandbox/signing/done',
      '/sandbox/signing/assets/abc123/ceremony.mjs',
      `/sandbox/management/v1/accounts/${ID}/inbox`,
      `/sandbox/restapi/v2.1/accounts/${ID}/envelopes/${ID}`,
      '/docs/esign-rest-api/',
      '/',
    ]) {
      expect(redactPath(path)).toBe(path);
    }
  });

  it('hides it in paths no route answers, and in every spelling the router or a proxy reads', () => {
    for (const path of [
      `/sandbox/signing/${TOKEN}/extra`,
      `/sandbox/signing/s/${ID}/nothing-here`,
      `//sandbox//signing/${TOKEN}`,
      `/Sandbox/SIGNING/${TOKEN}`,
      `/sandbox/%73igning/${TOKEN}`,
      `/sandbox/%2573igning/${TOKEN}`,
      `/sandbox/signing;x=1/${TOKEN}`,
      `/sandbox/./signing/${TOKEN}`,
      `/sandbox/x/../signing/${TOKEN}`,
      `\\sandbox\\signing\\${TOKEN}`,
      `/blog/../sandbox/signing/${TOKEN}`,
    ]) {
      expect(redactPath(path)).not.toContain(TOKEN);
      expect(redactPath(path)).toContain('[Redacted]');
    }
  });

  it('finds the path inside an absolute URL', () => {
    expect(redactPath(`http://127.0.0.1:9000/sandbox/signing/s/${ID}/`)).toBe(
      'http://127.0.0.1:9000/sandbox/signing/s/[Redacted]/',
    );
  });
});

describe('redactUrl', () => {
  it('hides path secrets and secret query values together', () => {
    expect(redactUrl(`/sandbox/signing/${TOKEN}?code=1&lang=en#access_token=t&x=1`)).toBe(
      '/sandbox/signing/[Redacted]?code=[Redacted]&lang=en#access_token=[Redacted]&x=1',
    );
  });

  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(
      redactUrl('/api/access-token?integrationKeyId=abc&secretKey=s3cr3t&authorizationCode=c0de'),
    ).toBe(
      '/api/access-token?integrationKeyId=abc&secretKey=[Redacted]&authorizationCode=[Redacted]',
    );
    expect(redactUrl('/auth/callback?code=1&state=2')).toBe(
      '/auth/callback?code=[Redacted]&state=[Redacted]',
    );
    expect(redactUrl('/x?access_token=t&Token=u&q=search&countryCode=FR')).toBe(
      '/x?access_token=[Redacted]&Token=[Redacted]&q=search&countryCode=FR',
    );
    expect(redactUrl('/x?api_key=1&signature=2&assertion=3&sig=4&keyword=k')).toBe(
      '/x?api_key=[Redacted]&signature=[Redacted]&assertion=[Redacted]&sig=[Redacted]&keyword=k',
    );
  });

  it('recognises encoded parameter names', () => {
    expect(redactUrl('/x?%73ecret=v&client%5Fsecret=w')).toBe(
      '/x?%73ecret=[Redacted]&client%5Fsecret=[Redacted]',
    );
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/docs/')).toBe('/docs/');
    expect(redactUrl('/api/search?q=envelope&start=10')).toBe('/api/search?q=envelope&start=10');
  });
});

describe('a route whose first segment is a secret', () => {
  it('is redacted too (no shortcut on the first word)', () => {
    learnRoute('/:invite/welcome', ['invite']);
    expect(redactPath(`/${TOKEN}/welcome`)).toBe('/[Redacted]/welcome');
  });
});
