/** The short-lived cookie the server sets after sign-in to hand the token to the page. */
export const DCT_COOKIE = 'dct';

/** Reads the dct cookie and clears it at once, so the token lives only in the store. */
export function readAndClearDctCookie(doc: Document = document): string | null {
  const entry = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DCT_COOKIE}=`));
  if (!entry) return null;
  doc.cookie = `${DCT_COOKIE}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  const value = entry.slice(DCT_COOKIE.length + 1);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
