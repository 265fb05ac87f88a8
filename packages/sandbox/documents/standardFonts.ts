import { StandardFontEmbedder, type StandardFonts } from 'pdf-lib';

/** Metrics of one of the 14 standard fonts, usable before any document exists. */
export interface FontMetrics {
  widthOfTextAtSize(text: string, size: number): number;
  /**
   * The text with control and format characters (no glyph in any font) left out, and every
   * other character the font's encoding (WinAnsi) lacks replaced by "?".
   */
  encodable(text: string): string;
}

const cache = new Map<string, FontMetrics>();

/** Control characters (C0, C1) and format characters (zero-width spaces, joiners, bidi marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The standard fonts need no font file, so the sandbox ships none; their WinAnsi encoding covers
 * Latin scripts only, and other characters are drawn as "?" rather than failing the document.
 */
export function standardFont(name: StandardFonts): FontMetrics {
  const known = cache.get(name);
  if (known) return known;
  // pdf-lib's StandardFonts enum holds the same names as the embedder's own FontNames type.
  const embedder = StandardFontEmbedder.for(
    name as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
  );
  const encodable = (text: string) =>
    Array.from(
      text
        .replace(/\t/g, '    ')
        .replace(/[\r\n]/g, ' ')
        .replace(INVISIBLE, ''),
      (char) =>
        embedder.encoding.canEncodeUnicodeCodePoint(char.codePointAt(0) ?? 0) ? char : '?',
    ).join('');
  const metrics: FontMetrics = {
    widthOfTextAtSize: (text, size) => embedder.widthOfTextAtSize(encodable(text), size),
    encodable,
  };
  cache.set(name, metrics);
  return metrics;
}
