import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One run of text as pdf.js reads it, in the platform's tab coordinates (points, top-left). */
export interface TextRun {
  str: string;
  /** Left edge of the run. */
  x: number;
  /** Top of the run's glyph box (baseline minus font size). */
  y: number;
  width: number;
  /** Font size, which is also the height of the glyph box. */
  height: number;
  /** pdf.js marks the last run of a line. */
  hasEOL: boolean;
}

export interface PageText {
  pageNumber: number;
  width: number;
  height: number;
  runs: TextRun[];
}

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | undefined;

// pdf.js ships as ES modules only; the legacy build is the one made for Node.
function pdfjs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

// The standard fonts' data from the package itself, never from a CDN.
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of every page with its position, read by pdf.js. Positions are in points from the
 * page's top-left corner as displayed (crop box and /Rotate applied), the space in which the
 * platform places tabs.
 */
export async function readPageText(pdfBytes: Uint8Array): Promise<PageText[]> {
  const { getDocument, Util, VerbosityLevel } = await pdfjs();
  const task = getDocument({
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    data: new Uint8Array(pdfBytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: PageText[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        // The run's transform in viewport space: [a b c d e f], (e, f) the baseline start.
        const [a, b, , , e, f] = Util.transform(viewport.transform, item.transform);
        const size = Math.hypot(a, b) || item.height;
        const scale = size / (Math.hypot(item.transform[0], item.transform[1]) || size);
        runs.push({
          str: item.str,
          x: e,
          y: f - size,
          width: item.width * scale,
          height: size,
          hasEOL: item.hasEOL,
        });
      }
      pages.push({ pageNumber, width: viewport.width, height: viewport.height, runs });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
