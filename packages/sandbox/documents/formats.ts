import type { ImageFormat } from './images';

/** How the sandbox turns a document into PDF, by its file extension. */
export type DocumentKind = 'pdf' | 'text' | 'html' | ImageFormat | 'unconverted';

const KINDS: Record<string, DocumentKind> = {
  pdf: 'pdf',
  txt: 'text',
  text: 'text',
  md: 'text',
  markdown: 'text',
  csv: 'text',
  json: 'text',
  xml: 'text',
  htm: 'html',
  html: 'html',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
};

const IMAGE_KINDS: readonly string[] = ['png', 'jpg', 'gif', 'bmp', 'tiff'] satisfies ImageFormat[];

/** The image formats the platform converts into a page per image. */
export const isImage = (kind: DocumentKind): kind is ImageFormat => IMAGE_KINDS.includes(kind);

/**
 * The document's extension: `fileExtension` when given, else the name's, else `pdf`, as the
 * platform assumes for a document without either.
 */
export function extensionOf(name: string | undefined, fileExtension: string | undefined): string {
  const given = fileExtension?.trim().replace(/^\./, '');
  if (given) return given.toLowerCase();
  const fromName = /\.([A-Za-z0-9]{1,10})$/.exec(name?.trim() ?? '')?.[1];
  return (fromName ?? 'pdf').toLowerCase();
}

export function kindOf(extension: string): DocumentKind {
  return KINDS[extension] ?? 'unconverted';
}
