/** @jest-environment node */
import { makePdf, runsWith } from './__fixtures__/pdfs';
import { combinePdfs } from './combine';
import { PDF_VALIDATION_FAILED } from './errors';
import { readPageText } from './pdfText';

describe('combinePdfs', () => {
  it('joins every document’s pages in order', async () => {
    const first = await makePdf([{ lines: [{ text: 'Document one', x: 72, y: 72 }] }]);
    const second = await makePdf([
      { lines: [{ text: 'Document two, page 1', x: 72, y: 72 }] },
      { lines: [{ text: 'Document two, page 2', x: 72, y: 72 }] },
    ]);
    const pages = await readPageText(await combinePdfs([first, second]));
    expect(pages).toHaveLength(3);
    expect(runsWith(pages, 'Document one')[0].pageNumber).toBe(1);
    expect(runsWith(pages, 'Document two, page 2')[0].pageNumber).toBe(3);
  });

  it('refuses a document that is not a PDF', async () => {
    await expect(combinePdfs([new TextEncoder().encode('nope')])).rejects.toMatchObject({
      errorCode: PDF_VALIDATION_FAILED,
    });
  });
});
