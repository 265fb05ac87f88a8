import type { SchemaModel } from '../../../../lib/reference/model';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../../../lib/explorer/contract';
import { fileSize } from '../fileSize';

/**
 * A body field that carries a file's bytes as base64 text: `format: byte` (OpenAPI's base64
 * string), or a string named so (the platform's `documentBase64`, `pdfBytes` aside: its specs
 * seldom say byte).
 */
export function isBase64Field(name: string | number, schema: SchemaModel): boolean {
  if (schema.type !== 'string' || schema.enum) return false;
  return schema.format === 'byte' || (typeof name === 'string' && /base64$/i.test(name));
}

// Room in the request body for everything but the file: recipients, tabs, other documents.
const BODY_ROOM_BYTES = 256 * 1024;

/**
 * The largest file the explorer encodes: base64 grows it by a third, and the body it goes in
 * must stay under the explorer's limit (lib/explorer/contract.ts, else the portal answers 413).
 */
export const MAX_BASE64_FILE_BYTES = Math.floor(
  ((EXPLORER_BODY_LIMIT_BYTES - BODY_ROOM_BYTES) * 3) / 4,
);

export const tooLargeMessage = (bytes: number) =>
  `This file is ${fileSize(bytes)}; the explorer sends files up to ${fileSize(MAX_BASE64_FILE_BYTES)} (the request body holds at most ${fileSize(EXPLORER_BODY_LIMIT_BYTES)} once encoded).`;

/** The file's bytes as base64 (no `data:` prefix), read by the browser's FileReader. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The extension of a file name, lower-cased, without its dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The object holding the base64 field once a file is chosen: the bytes, and the siblings that
 * describe them when the schema has them: `fileExtension` (the platform converts by it) and a
 * `name` that is empty or a file name (a title the reader typed stays).
 */
export function withChosenFile(
  holder: Record<string, unknown>,
  field: string,
  file: { name: string; base64: string },
  siblings: string[],
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...holder, [field]: file.base64 };
  const extension = extensionOf(file.name);
  if (siblings.includes('fileExtension') && extension) next.fileExtension = extension;
  const name = holder.name;
  const namesAFile = typeof name === 'string' && /\.[A-Za-z0-9]{1,5}$/.test(name);
  if (siblings.includes('name') && (name === undefined || name === '' || namesAFile)) {
    next.name = file.name;
  }
  return next;
}
