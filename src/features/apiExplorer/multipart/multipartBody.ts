import { chosenFile } from './uploadFiles';
import { textParts, UPLOAD_ERROR_MESSAGE } from './multipartFields';
import type { UploadMetadataMap } from './multipartFields';

// FileReader rather than Blob.arrayBuffer: the same errors everywhere, jsdom included.
function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'object' && reader.result !== null
        ? resolve(reader.result)
        : reject(new Error('not read as bytes'));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** A file read into memory now, so a file that vanished or changed fails before the call. */
async function readFile(part: string): Promise<File> {
  const file = chosenFile(part);
  if (!file) throw new Error(UPLOAD_ERROR_MESSAGE);
  try {
    return new File([await readBytes(file)], file.name, { type: file.type });
  } catch {
    throw new Error(UPLOAD_ERROR_MESSAGE);
  }
}

/**
 * The multipart body of an explorer call: its text parts and the chosen files (named by their
 * metadata, read from the upload registry). The browser writes the boundary when it sends it.
 */
export async function multipartBody(body: unknown, files: UploadMetadataMap): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(textParts(body))) {
    if (value !== '') form.append(name, value);
  }
  for (const part of Object.keys(files)) {
    const file = await readFile(part);
    form.append(part, file, file.name);
  }
  return form;
}
