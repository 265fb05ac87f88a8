// UTF-8 through percent-encoding: jsdom (the unit tests) has btoa/atob but no TextEncoder.

/** Text as URL-safe base64 (RFC 4648 section 5, no padding) of its UTF-8 bytes. */
export function toBase64Url(text: string): string {
  const binary = encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text a toBase64Url string holds; throws on bad base64 or bytes that are not UTF-8. */
export function fromBase64Url(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('Not base64url.');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  const escaped = Array.from(
    binary,
    (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  ).join('');
  return decodeURIComponent(escaped);
}
