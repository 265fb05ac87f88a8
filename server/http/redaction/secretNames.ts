import { boundedMemo } from '../../../lib/boundedMemo';

/**
 * Which parameter and field names carry a secret, so their values never reach a log line.
 *
 * A name is read as words (camelCase, `-`, `_`, `.` and spaces split it; case ignored), so
 * `client_secret`, `clientSecret` and `Client-Secret` are one name. A loose substring match
 * would also hide `keyword`, `countryCode` or `integrationKeyId`; words do not.
 */

/** A name holding one of these words anywhere is secret (`id_token_hint`, `secretKey`). */
const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'secret',
  'secrets',
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'credential',
  'credentials',
  'jwt',
  'assertion',
  'signature',
  'apikey',
]);

/**
 * Secret only as the whole name: `code` is OAuth's authorization code, but `countryCode` is not
 * a secret; `key` is, `integrationKey` (a public client id) is not.
 */
const SECRET_ALONE = new Set(['code', 'key', 'state', 'sig', 'auth', 'session', 'nonce']);

/** A name ending with these words is secret (`authorizationCode`, `x-api-key`, `privateKey`). */
const SECRET_ENDINGS = new Set([
  'authcode',
  'authorizationcode',
  'verificationcode',
  'verifier',
  'apikey',
  'privatekey',
  'accesskey',
  'signingkey',
  'encryptionkey',
  'hmackey',
  'sessionkey',
  'sessionid',
  'sessionstate',
  'authorization',
  'samlresponse',
  'otp',
  'hmac',
  'ticket',
]);

/** The name's words, lower case: `clientSecret` → client, secret; `SAMLResponse` → saml, response. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether values under this name are secrets (see the lists above); log lines meet the same
 * few names again and again, so each is judged once. */
export const isSecretName = boundedMemo((name: string) => judgeName(name), 10_000);

function judgeName(name: string): boolean {
  const words = wordsOf(name);
  if (words.length === 0) return false;
  if (words.some((word) => SECRET_WORDS.has(word))) return true;
  if (SECRET_ALONE.has(words.join(''))) return true;
  for (let count = 1; count <= words.length; count += 1) {
    if (SECRET_ENDINGS.has(words.slice(-count).join(''))) return true;
  }
  return false;
}
