import { StandardFonts, type PDFDocument, type PDFPage } from 'pdf-lib';
import { drawLineAt, drawTextAt, type Box } from './draw';
import { embeddedFont } from './embeddedFonts';
import { drawImageSignature, drawSignedBy, drawTypedSignature } from './signature';
import { standardFont } from './standardFonts';
import { tabBoxSize } from './tabSize';
import type { CheckboxTab, PlacedTab, SignatureTab, ValueTab } from './tabs';
import { loadPdf } from './toPdf';

const isSignature = (tab: PlacedTab): tab is SignatureTab =>
  tab.tabType === 'signHere' || tab.tabType === 'initialHere';

function boxOf(tab: PlacedTab): Box {
  return { x: tab.xPosition, y: tab.yPosition, ...tabBoxSize(tab.tabType, tab.width, tab.height) };
}

/** Initials as the platform makes them from a name: the first letter of each word. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => Array.from(part)[0].toUpperCase())
    .join('');

async function stampSignature(
  doc: PDFDocument,
  page: PDFPage,
  tab: SignatureTab,
  envelopeId: string,
) {
  const box = boxOf(tab);
  const { signature } = tab;
  const initials = tab.tabType === 'initialHere';
  const image = initials ? signature.initialsImage : signature.signatureImage;
  if (image) await drawImageSignature(doc, page, image, box);
  else
    await drawTypedSignature(
      doc,
      page,
      initials ? (signature.initials ?? initialsOf(signature.name)) : signature.name,
      box,
    );
  if (!initials) await drawSignedBy(doc, page, signature.name, envelopeId, box);
}

function stampCheckbox(page: PDFPage, tab: CheckboxTab) {
  const { x, y, width, height } = boxOf(tab);
  const corners: [number, number][] = [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
  corners.forEach((corner, index) => drawLineAt(page, corner, corners[(index + 1) % 4], 0.75));
  if (!tab.selected) return;
  const inset = Math.min(width, height) * 0.2;
  drawLineAt(page, [x + inset, y + inset], [x + width - inset, y + height - inset], 1.5);
  drawLineAt(page, [x + width - inset, y + inset], [x + inset, y + height - inset], 1.5);
}

async function stampValue(doc: PDFDocument, page: PDFPage, tab: ValueTab) {
  const size = tab.fontSize || 11;
  const font = await embeddedFont(doc, StandardFonts.Helvetica);
  const text = standardFont(StandardFonts.Helvetica).encodable(tab.value);
  // The value's glyph box starts at the tab's top-left corner, as anchors place tabs.
  if (text !== '') drawTextAt(page, text, tab.xPosition, tab.yPosition + size * 0.8, font, size);
}

/**
 * The document with the completed tabs' values drawn in at each tab's page and position:
 * signatures (typed in a signature style or the drawn image) with a small "Signed by <name>"
 * line and the envelope id under each, initials, checkbox marks and every text-valued tab.
 */
export async function stampTabs(
  pdfBytes: Uint8Array,
  tabs: PlacedTab[],
  options: { envelopeId: string },
): Promise<Uint8Array> {
  const doc = await loadPdf(pdfBytes);
  const pages = doc.getPages();
  for (const tab of tabs) {
    const page = pages[tab.pageNumber - 1];
    if (!page)
      throw new RangeError(`Tab on page ${tab.pageNumber}: the document has ${pages.length} pages`);
    if (isSignature(tab)) await stampSignature(doc, page, tab, options.envelopeId);
    else if (tab.tabType === 'checkbox') stampCheckbox(page, tab);
    else await stampValue(doc, page, tab);
  }
  return doc.save();
}
