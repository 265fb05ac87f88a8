import { redactQuery, redactUrl } from './redactUrl';
import { REDACTED } from './secretPaths';

/**
 * A path, with its query and fragment, inside a longer text: from a slash up to a space, a quote
 * or a JSON escape (`Route GET:/sandbox/signing/… not found`, `http://host/…?code=…`).
 */
const PATH_IN_TEXT = /[/\\][^\s"'<>`\\]*/g;
/** `name=value` outside a URL (`state=…` in a message). */
const PAIR_IN_TEXT = /(^|[\s,;(])([\w.[\]-]+=[^\s"'&,;)]+)/g;
/**
 * An HTTP credential (a digit, a symbol or a capital inside, unlike a word that follows "basic"
 * in a sentence): the scheme kept, the credential hidden.
 */
const CREDENTIAL =
  /\b((?:[Bb]earer|[Bb]asic|[Dd]igest|BEARER|BASIC|DIGEST)\s+)(?=[\w~+/.=-]*(?:[\d~+/.=-]|[a-z][A-Z]))[\w~+/.=-]{8,}/g;
const SCHEME = /bearer|basic|digest/i;
/** A JSON Web Token: three base64url parts, the first a JSON object (`eyJ`). */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;

/**
 * A log line with every secret it may hold by accident hidden: secret path segments and query
 * values in any URL it mentions, secret `name=value` pairs, bearer credentials and JWTs. The
 * last line of defence behind the serializers, for texts nobody chose to log (a framework's
 * warning with the raw URL, an error message quoting a link).
 */
export function redactText(text: string): string {
  // Each pass only where its mark is (a slash, `=`, a scheme, `eyJ`): most lines have none.
  let redacted = text;
  if (/[/\\]/.test(redacted)) redacted = redacted.replace(PATH_IN_TEXT, (url) => redactUrl(url));
  if (redacted.includes('=')) {
    redacted = redacted.replace(PAIR_IN_TEXT, (_match, before: string, pair: string) => {
      return before + redactQuery(pair);
    });
  }
  if (SCHEME.test(redacted)) {
    redacted = redacted.replace(CREDENTIAL, (_match, scheme: string) => scheme + REDACTED);
  }
  if (redacted.includes('eyJ')) redacted = redacted.replace(JWT, REDACTED);
  return redacted;
}
