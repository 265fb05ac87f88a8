// Made-up values that stay put: the same seed and key give the same id on every build, so the
// example store's cache (gatsby/pages/apiReference/exampleStore.ts) holds across rebuilds and a
// page never changes between two builds of the same day. Browser-safe: no node:crypto.

/** A 32-bit hash of text (FNV-1a, then a final mix): spread enough for ids, stable forever. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

const hex8 = (value: number) => value.toString(16).padStart(8, '0');

/** A version 4 GUID made from the seed and the key: never the zero GUID. */
export function seededGuid(seed: string, key: string): string {
  const words = [0, 1, 2, 3].map((part) => hex8(hash32(`${seed}\u0000${key}\u0000${part}`)));
  const hex = words.join('');
  const variant = '89ab'[parseInt(hex[16], 16) % 4];
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A number of `digits` digits (no leading zero) made from the seed and the key. */
export function seededDigits(seed: string, key: string, digits: number): string {
  let text = String(1 + (hash32(`${seed}\u0000${key}`) % 9));
  for (let part = 0; text.length < digits; part += 1)
    text += String(hash32(`${seed}\u0000${key}\u0000${part}`)).padStart(10, '0');
  return text.slice(0, digits);
}

/** Lower-case hex of `length` characters, for keys, hashes and tokens. */
export function seededHex(seed: string, key: string, length: number): string {
  let text = '';
  for (let part = 0; text.length < length; part += 1)
    text += hex8(hash32(`${seed}\u0000${key}\u0000${part}`));
  return text.slice(0, length);
}
