import { PDFDocument } from 'pdf-lib';
import { loadPdf } from './toPdf';

/** One PDF of all the documents' pages in order, as the platform's `combined` download. */
export async function combinePdfs(documents: Uint8Array[]): Promise<Uint8Array> {
  const combined = await PDFDocument.create();
  for (const bytes of documents) {
    const source = await loadPdf(bytes);
    const pages = await combined.copyPages(source, source.getPageIndices());
    for (const page of pages) combined.addPage(page);
  }
  return combined.save();
}
