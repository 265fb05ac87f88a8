/** The platform's limits on a key (docs/behaviour.md §5, the management API's rules). */
export const MAX_KEY_NAME_LENGTH = 100;
export const MAX_REDIRECT_URIS = 10;

/**
 * Redirect URIs as a reader types them, one a line: blank lines and repeats dropped. Each must
 * be an absolute http(s) URL without a fragment, as the platform requires; the error names the
 * first that is not.
 */
export function parseRedirectUris(text: string): { uris: string[]; error: string | null } {
  const uris = [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
  if (uris.length > MAX_REDIRECT_URIS) {
    return { uris, error: `At most ${MAX_REDIRECT_URIS} redirect URIs.` };
  }
  for (const uri of uris) {
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '') {
      return { uris, error: `"${uri}" is not an absolute http or https URL.` };
    }
  }
  return { uris, error: null };
}

/** A key's name: 1 to 100 characters once trimmed. */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the key a name.';
  if (trimmed.length > MAX_KEY_NAME_LENGTH) {
    return `At most ${MAX_KEY_NAME_LENGTH} characters.`;
  }
  return null;
}
