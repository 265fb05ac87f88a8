/**
 * The platform's error codes for document problems. The sandbox's responder maps a
 * DocumentError to its 400 answer `{ errorCode, message }`, as the platform answers.
 */
export const PDF_VALIDATION_FAILED = 'PDF_VALIDATION_FAILED';
/** A document in a format the platform reads (an image) whose bytes cannot be read. */
export const FORMAT_CONVERSION_ERROR = 'FORMAT_CONVERSION_ERROR';
/** An anchor tab whose string is in no document, without `anchorIgnoreIfNotPresent`. */
export const ANCHOR_TAB_STRING_NOT_FOUND = 'ANCHOR_TAB_STRING_NOT_FOUND';

export type DocumentErrorCode =
  | typeof PDF_VALIDATION_FAILED
  | typeof FORMAT_CONVERSION_ERROR
  | typeof ANCHOR_TAB_STRING_NOT_FOUND;

export class DocumentError extends Error {
  constructor(
    readonly errorCode: DocumentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}
