import { DocumentError, drawnImage, type DrawnImage } from '../documents';

export type DrawnCheck =
  { ok: true; image?: DrawnImage } | { ok: false; field: string; message: string };

const FIELD = 'signature.signaturePng';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PNG_BYTES = 512 * 1024;
const PLATFORM_PREFIX = 'The data could not be converted: ';

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The conversion error in the signer's words: what is wrong with the drawing, not the platform's code. */
function signerMessage(error: DocumentError): string {
  if (!error.message.startsWith(PLATFORM_PREFIX))
    return 'The drawn signature is not a readable PNG image.';
  const reason = error.message.slice(PLATFORM_PREFIX.length);
  return reason[0].toUpperCase() + reason.slice(1);
}

/**
 * The finish request's drawn signature (`signature.signaturePng`, a PNG in base64), checked and
 * decoded before the envelope's lock is taken, so no other change of the store waits on it: at
 * most 512 KB, a PNG, within the signature's pixel budget read from its header, decoded on a
 * worker thread (`../documents/images`).
 */
export async function readDrawnSignature(request: unknown): Promise<DrawnCheck> {
  const signature = asRecord(asRecord(request).signature);
  if (signature.signaturePng === undefined) return { ok: true };
  const png =
    typeof signature.signaturePng === 'string'
      ? Buffer.from(signature.signaturePng, 'base64')
      : Buffer.alloc(0);
  if (png.length > MAX_PNG_BYTES || !png.subarray(0, 8).equals(PNG)) {
    return {
      ok: false,
      field: FIELD,
      message: 'The drawn signature must be a PNG image of at most 512 KB.',
    };
  }
  try {
    return { ok: true, image: await drawnImage(png) };
  } catch (error) {
    if (error instanceof DocumentError)
      return { ok: false, field: FIELD, message: signerMessage(error) };
    throw error;
  }
}
