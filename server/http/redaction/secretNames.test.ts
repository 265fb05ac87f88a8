import { isSecretName, wordsOf } from './secretNames';

/** Every name the issue lists (33.3), each hidden in every spelling a client may use. */
const SECRET = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'pwd',
  'code',
  'code_verifier',
  'state',
  'assertion',
  'client_assertion',
  'signature',
  'sig',
  'api_key',
  'apikey',
  'x-api-key',
  'key',
  'auth',
  'authorization',
  'session',
  'session_id',
  'jwt',
  'nonce',
  'credential',
  'credentials',
  'private_key',
  'secret_key',
  'authorization_code',
  'SAMLResponse',
  'id_token_hint',
];

/** Names a substring match would hide, and that hold nothing secret. */
const HARMLESS = [
  'q',
  'accountId',
  'integrationKeyId',
  'integrationKey',
  'countryCode',
  'statusCode',
  'keyword',
  'keywords',
  'code_challenge',
  'code_challenge_method',
  'redirect_uri',
  'response_type',
  'returnTo',
  'start_position',
  'count',
  'monkey',
  'stateless',
  'author',
  'sessions_page',
];

/** `client_secret` as camelCase, kebab-case, upper case and with spaces. */
function spellings(name: string): string[] {
  const words = wordsOf(name);
  const camel = words.map((word, index) => (index ? word[0].toUpperCase() + word.slice(1) : word));
  return [name, name.toUpperCase(), camel.join(''), words.join('-'), words.join(' ')];
}

describe('isSecretName', () => {
  it.each(SECRET)('hides %s in every spelling', (name) => {
    for (const spelling of spellings(name))
      expect([spelling, isSecretName(spelling)]).toEqual([spelling, true]);
  });

  it.each(HARMLESS)('keeps %s', (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  it('reads camelCase and acronyms as words', () => {
    expect(wordsOf('clientSecret')).toEqual(['client', 'secret']);
    expect(wordsOf('SAMLResponse')).toEqual(['saml', 'response']);
    expect(wordsOf('x-API_key')).toEqual(['x', 'api', 'key']);
  });
});
