/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { allText, JPEG_40x20, makePdf, makePng, runsWith } from './__fixtures__/pdfs';
import { makeBmp, makeGif, makeTiff, pngDeclaring } from './__fixtures__/images';
import { drawingsOn } from './__fixtures__/operators';
import { DocumentError, FORMAT_CONVERSION_ERROR, PDF_VALIDATION_FAILED } from './errors';
import { readPageText } from './pdfText';
import { toPdf } from './toPdf';

const text = (value: string) => new TextEncoder().encode(value);
const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

async function refusal(promise: Promise<unknown>): Promise<DocumentError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

describe('toPdf', () => {
  it('keeps a PDF byte for byte', async () => {
    const pdf = await makePdf([{ lines: [{ text: 'Agreement', x: 72, y: 72 }] }, {}]);
    const out = await toPdf({ name: 'agreement.pdf', bytes: pdf });
    expect(Buffer.from(out).equals(Buffer.from(pdf))).toBe(true);
    expect(await pageCount(out)).toBe(2);
  });

  it.each([
    ['random bytes', text('this is not a PDF at all')],
    ['an empty file', new Uint8Array()],
    ['a truncated PDF', text('%PDF-1.7\n1 0 obj\n<< /Type /Catalog')],
    ['a PDF header and nothing more', Buffer.from('JVBERi0xLjQKJcfsj6IK', 'base64')],
  ])('refuses %s with the platform’s invalid-PDF code', async (_, bytes) => {
    const error = await refusal(toPdf({ name: 'broken.pdf', fileExtension: 'pdf', bytes }));
    expect(error.errorCode).toBe(PDF_VALIDATION_FAILED);
  });

  it('treats a document without extension as a PDF, as the platform does', async () => {
    const error = await refusal(toPdf({ name: 'contract', bytes: text('plain words') }));
    expect(error.errorCode).toBe(PDF_VALIDATION_FAILED);
  });

  it('lays a text document out as pages of text from the top of page one', async () => {
    const out = await toPdf({ name: 'notes.txt', bytes: text('\uFEFFFirst line\nSecond line') });
    const pages = await readPageText(out);
    const [first] = runsWith(pages, 'First line', 1);
    expect(first.x).toBeCloseTo(72, 0);
    expect(first.y).toBeLessThan(100);
    expect(runsWith(pages, 'Second line', 1)[0].y).toBeGreaterThan(first.y);
  });

  it('continues a long text on as many pages as it takes', async () => {
    const lines = Array.from({ length: 130 }, (_, index) => `line ${index + 1}`).join('\n');
    const out = await toPdf({ name: 'long.txt', bytes: text(lines) });
    const pages = await readPageText(out);
    expect(pages.length).toBe(3);
    expect(runsWith(pages, 'line 130')[0].pageNumber).toBe(3);
  });

  it('wraps a line wider than the page', async () => {
    const out = await toPdf({ name: 'wide.txt', bytes: text('word '.repeat(60)) });
    const runs = (await readPageText(out))[0].runs;
    expect(runs.length).toBeGreaterThan(1);
    for (const run of runs) expect(run.x + run.width).toBeLessThanOrEqual(612 - 72 + 1);
  });

  it.each([
    ['md', '# Title\n\nSome *markdown*.', 'Some *markdown*.'],
    ['csv', 'name,amount\nAcme,100', 'Acme,100'],
    ['json', '{"party": "Acme"}', '{"party": "Acme"}'],
    ['xml', '<party>Acme</party>', '<party>Acme</party>'],
  ])('shows a .%s document as its text', async (extension, source, expected) => {
    const out = await toPdf({
      name: `doc.${extension}`,
      fileExtension: extension,
      bytes: text(source),
    });
    expect(allText(await readPageText(out))).toContain(expected);
  });

  it('draws characters the standard fonts lack as "?" instead of failing', async () => {
    const out = await toPdf({ name: 'names.txt', bytes: text('Zoë — Здравствуйте') });
    expect(allText(await readPageText(out))).toContain('Zoë — ????????????');
  });

  it('strips HTML to its text, paragraph by paragraph, without scripts or styles', async () => {
    const html =
      '<html><head><title>T</title><style>p{color:red}</style></head><body>' +
      '<h1>Offer &amp; terms</h1><p>Pay <b>100</b> now.</p><script>alert(1)</script><p>Sign below.</p></body></html>';
    const out = await toPdf({ name: 'offer.html', bytes: text(html) });
    const pages = await readPageText(out);
    const shown = allText(pages);
    expect(shown).toContain('Offer & terms');
    expect(shown).toContain('Pay 100 now.');
    expect(shown).not.toMatch(/alert|color|<b>/);
    expect(runsWith(pages, 'Sign below.')[0].y).toBeGreaterThan(
      runsWith(pages, 'Pay 100 now.')[0].y,
    );
  });

  it.each([
    ['png', makePng(300, 120)],
    ['jpg', JPEG_40x20],
    ['gif', makeGif(300, 120)],
    ['bmp', makeBmp(300, 120)],
    ['tif', makeTiff([{ width: 300, height: 120, rgb: [0, 90, 0] }])],
  ])('puts a .%s image on a page of its own', async (extension, bytes) => {
    const out = await toPdf({ name: `scan.${extension}`, bytes });
    expect(await pageCount(out)).toBe(1);
    expect((await drawingsOn(out, 1)).images).toBe(1);
  });

  it('puts each page of a TIFF on a page of its own, landscape for a wide one', async () => {
    const out = await toPdf({
      name: 'fax.tiff',
      bytes: makeTiff([
        { width: 40, height: 60, rgb: [0, 0, 0] },
        { width: 60, height: 40, rgb: [0, 0, 0] },
      ]),
    });
    const sizes = (await PDFDocument.load(out)).getPages().map((page) => page.getSize());
    expect(sizes).toEqual([
      { width: 612, height: 792 },
      { width: 792, height: 612 },
    ]);
  });

  it('refuses an image declaring more pixels than the budget before decoding it', async () => {
    const started = performance.now();
    const error = await refusal(toPdf({ name: 'scan.png', bytes: pngDeclaring(9000, 9000) }));
    expect(performance.now() - started).toBeLessThan(100);
    expect(error.errorCode).toBe(FORMAT_CONVERSION_ERROR);
    expect(error.message).toBe(
      'The data could not be converted: the document is 9000 × 9000 pixels (81 megapixels); the sandbox converts images of at most 40 megapixels.',
    );
  });

  it('refuses an image whose bytes cannot be read', async () => {
    const error = await refusal(toPdf({ name: 'scan.png', bytes: text('not a png') }));
    expect(error.errorCode).toBe(FORMAT_CONVERSION_ERROR);
  });

  it('says plainly that it does not convert other formats, naming the file', async () => {
    const out = await toPdf({ name: 'Contract.docx', bytes: text('PK\u0003\u0004 word data') });
    const shown = allText(await readPageText(out));
    expect(await pageCount(out)).toBe(1);
    expect(shown).toContain('does not convert .docx documents');
    expect(shown).toContain('Contract.docx');
  });
});
