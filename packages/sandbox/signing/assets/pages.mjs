// The documents, page by page, drawn by pdf.js from this origin (no CDN), its worker beside it.
import * as pdfjs from './pdfjs/pdf.min.mjs';

const asset = (path) => new URL(`./pdfjs/${path}`, import.meta.url).href;
pdfjs.GlobalWorkerOptions.workerSrc = asset('pdf.worker.min.mjs');

/** Opens a document of the session (its URL relative to the page). */
export function openDocument(url) {
  return pdfjs.getDocument({
    url: new URL(url, window.location.href).href,
    withCredentials: false,
    standardFontDataUrl: asset('standard_fonts/'),
    cMapUrl: asset('cmaps/'),
    cMapPacked: true,
    wasmUrl: asset('wasm/'),
    isEvalSupported: false,
  }).promise;
}

/** The widest canvas drawn: a page zoomed in on a dense screen stays within memory. */
const MAX_CANVAS_PIXELS = 4096;

/**
 * Draws one page on its canvas at the width it is shown (fitted, or zoomed), sharp on dense
 * screens, and puts the page's text in `text` for screen readers (the canvas is only an image).
 */
export async function drawPage(pdf, pageNumber, canvas, text) {
  const page = await pdf.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const cssWidth = Math.max(canvas.clientWidth, 160);
  const ratio = Math.min(window.devicePixelRatio || 1, MAX_CANVAS_PIXELS / cssWidth);
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  if (text && !text.textContent) {
    const content = await page.getTextContent();
    text.textContent = content.items.map((item) => item.str ?? '').join(' ');
  }
}
