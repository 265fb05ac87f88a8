import { PDFDocument } from 'pdf-lib';
import { htmlToText } from '../../../lib/htmlText';
import { DocumentError, PDF_VALIDATION_FAILED } from './errors';
import { extensionOf, isImage, kindOf } from './formats';
import { imageDocumentPdf } from './images';
import { writeText, type TextBlock } from './textLayout';

/** A document as an envelope definition carries it (`documentBase64` already decoded). */
export interface SourceDocument {
  name?: string;
  fileExtension?: string;
  bytes: Uint8Array;
}

/** Loads a PDF as the platform checks uploads: unreadable, encrypted or page-less is refused. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const refused = () =>
    new DocumentError(PDF_VALIDATION_FAILED, 'The validation of the PDF file failed.');
  let doc: PDFDocument;
  let pages: number;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    // A truncated file can load and still have no page tree: that is a failed validation too.
    pages = doc.getPageCount();
  } catch {
    throw refused();
  }
  if (pages === 0) throw refused();
  return doc;
}

const decoder = new TextDecoder('utf-8');
const textOf = (bytes: Uint8Array) => decoder.decode(bytes).replace(/^\uFEFF/, '');

// Block elements end a paragraph; htmlToText flattens each paragraph's inline markup.
function htmlParagraphs(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  return body
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, ' ')
    .split(
      /<\/?(?:p|div|br|h[1-6]|li|tr|table|ul|ol|section|article|header|footer|blockquote|pre)\b[^>]*>/i,
    )
    .map((part) => htmlToText(part))
    .filter((part) => part !== '');
}

function unconvertedNotice(fileName: string, extension: string): TextBlock[] {
  return [
    { text: 'Document not converted', style: 'heading' },
    {
      text: `The sandbox does not convert .${extension} documents to PDF. This page stands in for "${fileName}", whose bytes are kept exactly as they were uploaded.`,
      spaceBefore: 12,
    },
    {
      text: 'Upload a PDF (or a text, HTML, PNG, JPEG, GIF, BMP or TIFF document) to see and sign its content in the sandbox.',
      spaceBefore: 8,
    },
  ];
}

/**
 * The document as the PDF that signers see: a PDF is checked and kept byte for byte; text-like
 * documents are laid out as pages of text; images (PNG, JPEG, GIF, BMP, TIFF) become a page per
 * image, within a pixel budget and off the event loop (`images/`); any other format becomes one
 * page saying plainly that the sandbox does not convert it.
 */
export async function toPdf(source: SourceDocument): Promise<Uint8Array> {
  const extension = extensionOf(source.name, source.fileExtension);
  const kind = kindOf(extension);
  if (kind === 'pdf') {
    await loadPdf(source.bytes);
    return source.bytes;
  }
  const fileName = source.name?.trim() || `document.${extension}`;
  if (isImage(kind)) return imageDocumentPdf(kind, source.bytes, fileName);
  const doc = await PDFDocument.create();
  doc.setTitle(fileName);
  doc.setProducer('Developer Center sandbox');
  if (kind === 'html') {
    await writeText(
      doc,
      htmlParagraphs(textOf(source.bytes)).map((text) => ({ text, spaceBefore: 6 })),
    );
  } else if (kind === 'text') {
    await writeText(
      doc,
      textOf(source.bytes)
        .split(/\r?\n/)
        .map((text) => ({ text, style: 'mono' })),
    );
  } else {
    await writeText(doc, unconvertedNotice(fileName, extension));
  }
  return doc.save();
}
