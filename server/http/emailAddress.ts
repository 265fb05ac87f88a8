/**
 * The HTML standard's "valid e-mail address" (WHATWG, the rule of `<input type=email>`): one
 * address, ASCII letters, digits and `.!#$%&'*+/=?^_`{|}~-` before the @, dot-separated labels
 * of letters, digits and inner hyphens after it. No spaces, quotes, angle brackets, commas or
 * control characters, so no second address and no markup.
 */
const VALID_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** RFC 5321's limit on a forward path, the longest address that can receive mail. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The form in which an address is checked, stored and compared: Unicode NFKC (full-width
 * `ｏｋ＠example.test` is `ok@example.test`), then lower case, so one mailbox is one sign-up.
 */
export function normaliseEmail(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Whether a normalised address is valid: the WHATWG rule, at most 254 characters, and a dotted
 * domain (`a@b` names no mailbox on the Internet).
 */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && VALID_EMAIL.test(email) && /@.+\./.test(email);
}
