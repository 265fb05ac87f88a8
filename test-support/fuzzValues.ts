import fc from 'fast-check';

// Values a hostile client would send, for the fuzz generators (fuzzRequests.ts, fuzzMcp.ts).

/** encodeURIComponent that takes lone surrogates too (as the replacement character). */
export const encode = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

// Strings a hostile client would try, mixed with arbitrary ones.
const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
  '//evil.example',
  '/\\evil.example',
  'http://192.0.2.1/',
  'http://127.0.0.1:9000\\@evil.example/',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '\u001b[31m',
  '\uffff',
  '\ud800',
  'ｏｋ＠example.test',
  'a@example.test,victim@example.test',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
);
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: hostile },
);
export const fieldName = fc.oneof(
  fc.constantFrom(
    'q',
    'query',
    'limit',
    'page',
    'id',
    'api',
    'apiName',
    'file',
    'ref',
    'repo',
    'returnTo',
    'code',
    'state',
    'email',
    'password',
    'client_id',
    'grant_type',
    'name',
    'scopes',
    'url',
    'method',
    'path',
    'body',
    'headers',
    'siteUrl',
    'selectedProjectIndex',
    'displayName',
    'suspended',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
export const jsonBody = fc.oneof(
  fc.dictionary(fieldName, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
);
