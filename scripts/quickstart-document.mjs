// Writes content/quickstart/shared/document.pdf, the document every quickstart project sends.
// As in the platform's own code examples, the signature's place is marked by anchor text drawn
// in white (/sn1/): the anchor search reads it, the signer does not see it. Bytes are the same
// on every run (no dates, no random ids), so the file changes only when this script does.
// Run: node scripts/quickstart-document.mjs            (writes the file)
//      node scripts/quickstart-document.mjs --stdout   (prints the PDF; its test compares)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const ANCHOR = '/sn1/';
const target = path.resolve(import.meta.dirname, '..', 'content', 'quickstart', 'shared');

const LETTER = [612, 792];
const MARGIN = 72;
const INK = rgb(0.1, 0.1, 0.1);
const WHITE = rgb(1, 1, 1);

const BODY = [
  'This envelope was sent by the quickstart project you downloaded from the developer center.',
  'It signed in with the JWT grant and your integration key, created this envelope with one',
  'embedded signer, and asked for the signing URL it printed.',
  '',
  'Sign below. Once every signer has signed, the download command the program printed saves',
  'the completed PDF: this page with your signature stamped on it.',
];

async function build() {
  // updateMetadata: false keeps pdf-lib's producer and dates out, so the bytes never change.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Quickstart document');
  const page = doc.addPage(LETTER);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = LETTER[1] - MARGIN - 20;
  page.drawText('Quickstart document', { x: MARGIN, y, size: 20, font: bold, color: INK });
  y -= 36;
  for (const line of BODY) {
    if (line) page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
    y -= 16;
  }
  // The signature box (150 × 40 points) lands 20 points right of the anchor and 10 below the
  // top of its glyphs (anchorXOffset 20, anchorYOffset 10): the line is the box's bottom edge,
  // the sandbox's small "Signed by" line goes 7 points under it, the label under that.
  y -= 40;
  page.drawText(ANCHOR, { x: MARGIN, y, size: 12, font: regular, color: WHITE });
  const lineY = y + 12 - 10 - 40;
  page.drawLine({
    start: { x: MARGIN, y: lineY },
    end: { x: MARGIN + 240, y: lineY },
    thickness: 0.75,
    color: INK,
  });
  page.drawText('Signature', { x: MARGIN, y: lineY - 20, size: 9, font: regular, color: INK });
  return doc.save({ useObjectStreams: false });
}

const bytes = await build();
if (process.argv.includes('--stdout')) process.stdout.write(bytes);
else writeFileSync(path.join(target, 'document.pdf'), bytes);
