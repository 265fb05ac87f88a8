/** How the sandbox turns a document into PDF, by its file extension. */
export type DocumentKind = 'pdf' | 'text' | 'html' | 'png' | 'jpg' | 'unconverted';

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
};

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
