/**
 * Destinations that must not receive the `global-user-uuid` header (docs/behaviour.md §7): the
 * newsletter sign-up form's action and the enterprise source host are third parties whose
 * CORS rules reject unknown headers. Set through environment variables at build time.
 */
export const GLOBAL_USER_UUID_EXCLUDED_PREFIXES: readonly string[] = [
  process.env.GATSBY_NEWSLETTER_FORM_ACTION,
  process.env.GATSBY_ENTERPRISE_SOURCE_HOST,
].filter((prefix): prefix is string => Boolean(prefix));

/** Calls to our own server under this prefix carry the user's bearer token. */
export const API_PREFIX = '/api';
