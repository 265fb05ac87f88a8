import { learnRoute } from './secretPaths';
import { redactText } from './redactText';

beforeAll(() => {
  learnRoute('/sandbox/signing/done');
  learnRoute('/sandbox/signing/:token', ['token']);
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redactText', () => {
  it('hides a secret path quoted in a message, a JSON value or an absolute URL', () => {
    expect(redactText(`Route GET:/sandbox/signing/${TOKEN} not found`)).toBe(
      'Route GET:/sandbox/signing/[Redacted] not found',
    );
    expect(redactText(`{"msg":"in the \\"/sandbox/signing/${TOKEN}\\" (GET) route"}`)).toBe(
      '{"msg":"in the \\"/sandbox/signing/[Redacted]\\" (GET) route"}',
    );
    expect(redactText(`{"link":"http://127.0.0.1:9/sandbox/signing/${TOKEN}?x=1"}`)).toBe(
      '{"link":"http://127.0.0.1:9/sandbox/signing/[Redacted]?x=1"}',
    );
  });

  it('hides secret query values and name=value pairs anywhere', () => {
    expect(
      redactText('{"msg":"redirect to https://app.example/cb?code=abc&state=xyz&lang=en"}'),
    ).toBe('{"msg":"redirect to https://app.example/cb?code=[Redacted]&state=[Redacted]&lang=en"}');
    expect(redactText('exchange failed: client_secret=s3cr3t, grant_type=password')).toBe(
      'exchange failed: client_secret=[Redacted], grant_type=password',
    );
  });

  it('hides HTTP credentials and JSON Web Tokens, keeping the scheme', () => {
    expect(redactText('Authorization: Bearer tok-123.abc')).toBe(
      'Authorization: Bearer [Redacted]',
    );
    expect(redactText(`Basic dXNlcjpwYXNz`)).toBe('Basic [Redacted]');
    expect(redactText(`assertion ${JWT} refused`)).toBe('assertion [Redacted] refused');
  });

  it('leaves ordinary text alone', () => {
    for (const text of [
      '{"level":30,"msg":"request completed","res":{"statusCode":200},"responseTime":1.2}',
      'basic authentication is not offered',
      'content-type application/json; charset=utf-8',
      '{"req":{"url":"/sandbox/signing/done?event=signing_complete"}}',
      'Developer Center at http://localhost:3000',
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });
});
