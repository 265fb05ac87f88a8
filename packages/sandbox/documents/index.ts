// The document work of the embedded platform; store-independent, bytes in and bytes out.
export { toPdf, loadPdf, type SourceDocument } from './toPdf';
export { pageSizes, type PageSize } from './pageSpace';
export {
  findAnchors,
  findAnchorsInDocuments,
  type AnchorOptions,
  type AnchorPlacement,
} from './anchors';
export { stampTabs, initialsOf } from './stamp';
export { tabBoxSize } from './tabSize';
export { combinePdfs } from './combine';
export {
  certificateOfCompletion,
  type CertificateSummary,
  type CertificateRecipient,
  type CertificateEvent,
} from './certificate';
export { readPageText, type PageText, type TextRun } from './pdfText';
export {
  drawnImage,
  DOCUMENT_BUDGET,
  SIGNATURE_BUDGET,
  type DrawnImage,
  type PixelBudget,
} from './images';
export {
  DocumentError,
  PDF_VALIDATION_FAILED,
  FORMAT_CONVERSION_ERROR,
  ANCHOR_TAB_STRING_NOT_FOUND,
  type DocumentErrorCode,
} from './errors';
export {
  VALUE_TAB_TYPES,
  type PlacedTab,
  type SignatureTab,
  type CheckboxTab,
  type ValueTab,
  type AdoptedSignature,
  type TabPlace,
} from './tabs';
