// Text processing shared by the index builder and the server: both must cut text into the same
// terms or the stored index and the queries would not meet.

const WORD = /[\p{L}\p{N}]+/gu;
// "envelopeId" → "envelope", "Id"; "HTTPResponse" → "HTTP", "Response"; "v21" stays whole.
const CAMEL_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu;

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'in', 'is']);
['it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with'].forEach((w) => STOP_WORDS.add(w));

/**
 * Words of a text, identifiers cut into their camelCase parts: "createEnvelope" is indexed and
 * queried as "create envelope", so prose and code meet. Whole identifiers are matched by the
 * exact-match tables instead (see buildSearchIndex).
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    const parts = word.match(CAMEL_PART);
    if (parts && parts.length > 1) terms.push(...parts);
    else terms.push(word);
  }
  return terms;
}

/**
 * The tokenizer of the index: the `identifiers` field keeps each identifier whole (so
 * "liststatus" is a prefix of "listStatusChanges" in any case); every other field is cut by
 * `tokenize`.
 */
export function tokenizeField(text: string, fieldName?: string): string[] {
  if (fieldName === 'identifiers') return text.split(/\s+/).filter(Boolean);
  return tokenize(text);
}

/** Lower case; common English words are left out of the index and of queries. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

const VERSION_SEGMENT = /^(restapi|v\d+(\.\d+)*(-[a-z]+)?)$/;

/**
 * The key an API path is looked up by: lower case, without the version prefix, braces or a
 * trailing slash. `/v2.1/accounts/{accountId}/envelopes` and `accounts/accountId/envelopes`
 * share the key `accounts/accountid/envelopes`.
 */
export function pathKey(path: string): string {
  const segments = path
    .toLowerCase()
    .split(/[?#]/)[0]
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/[{}:]/g, ''));
  while (segments.length > 1 && VERSION_SEGMENT.test(segments[0])) segments.shift();
  return segments.join('/');
}

/** The key an identifier (operationId, SDK method name, field name) is looked up by. */
export function identifierKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** True for words written like code: camelCase, snake_case, or with digits. */
export function looksLikeIdentifier(word: string): boolean {
  return /\p{Ll}\p{Lu}/u.test(word) || /[_$]/.test(word) || /\p{L}\p{N}/u.test(word);
}

/** The key a title is looked up by: "Go live" and "go-live!" share `go live`. */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
