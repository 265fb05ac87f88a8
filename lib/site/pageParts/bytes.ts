/** Bytes of a text in UTF-8, what a page-data file weighs (no Buffer: lib/ runs in browsers). */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff)
      i += 1; // a pair: 4 bytes for 2 units
    else bytes += 2;
  }
  return bytes;
}

/** Bytes of a value's JSON. */
export const jsonBytes = (value: unknown) => utf8Bytes(JSON.stringify(value) ?? '');

/**
 * A 64-bit digest of a text, hex: two 32-bit multiplicative hashes with different seeds (no
 * crypto module in browser-safe code; a part's name only has to tell contents apart).
 */
export function contentDigest(text: string): string {
  let a = 0x811c9dc5 ^ text.length;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}
