import type { OperationModel, PropertyModel, SchemaModel } from '../../../../lib/reference/model';

/** docs/behaviour.md §8: what the user reads when a chosen file cannot be read or sent. */
export const UPLOAD_ERROR_MESSAGE = 'There was an error uploading the file.';

// The spec's list plus the usual spellings of two of its types (jpeg, tiff).
const UPLOAD_EXTENSIONS =
  'bmp csv doc docx gif htm html jpg jpeg json msg pdf png ppt pptx rtf tif tiff txt xls xlsx xml xps zip';

/** docs/behaviour.md §5: image/* or these extensions, as the `accept` attribute of a file field. */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/*',
  ...UPLOAD_EXTENSIONS.split(' ').map((extension) => `.${extension}`),
].join(',');

/** What the store keeps of a chosen file: the File itself is not serialisable. */
export interface UploadMetadata {
  fileName: string;
  size: number;
  type: string;
}

/** The chosen files of a multipart body, by part name. */
export type UploadMetadataMap = Record<string, UploadMetadata>;

export const isMultipartType = (contentType: string | undefined) =>
  contentType !== undefined && /^multipart\/form-data\b/i.test(contentType);

/** The multipart body's schema when the operation's request body is a file upload. */
export function multipartSchema(operation: OperationModel): SchemaModel | undefined {
  const media = operation.requestBody?.content[0];
  return media && isMultipartType(media.contentType) ? media.schema : undefined;
}

/** A part holding a file: `format: binary` (OpenAPI 3) or `type: file` (Swagger 2). */
export const isFileSchema = (schema: SchemaModel) =>
  schema.type === 'file' || schema.format === 'binary';

/** The parts of a multipart body, in the schema's order. */
export const multipartParts = (schema: SchemaModel): PropertyModel[] =>
  (schema.properties ?? []).filter((property) => !property.schema.readOnly);

/** Text parts as the store holds them: only strings go into a multipart body. */
export function textParts(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Why the upload may not be sent yet (a required part is empty), or null. */
export function multipartError(
  schema: SchemaModel,
  body: unknown,
  files: UploadMetadataMap,
): string | null {
  const text = textParts(body);
  for (const part of multipartParts(schema)) {
    if (!part.required) continue;
    if (isFileSchema(part.schema) && !files[part.name]) return `Choose a file for ${part.name}.`;
    if (!isFileSchema(part.schema) && !text[part.name]) return `Fill in ${part.name}.`;
  }
  return null;
}

const isMetadata = (value: unknown): value is UploadMetadata =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadMetadata).fileName === 'string' &&
  typeof (value as UploadMetadata).size === 'number';

/** The chosen files named in the store's bodyParamsMetadata (other entries are ignored). */
export function uploadMetadata(metadata: Record<string, unknown>): UploadMetadataMap {
  return Object.fromEntries(
    Object.entries(metadata).filter((entry): entry is [string, UploadMetadata] =>
      isMetadata(entry[1]),
    ),
  );
}
