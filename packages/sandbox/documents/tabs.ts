import type { DrawnImage } from './images';

/** What a signer adopted: a typed name drawn in a signature style, or a drawn image. */
export interface AdoptedSignature {
  /** The signer's name, typed as the signature and shown in "Signed by <name>". */
  name: string;
  /** Typed initials for initialHere tabs; by default the first letters of the name. */
  initials?: string;
  /** A drawn signature (`drawnImage(png)`); when given it is drawn instead of the typed name. */
  signatureImage?: DrawnImage;
  /** Drawn initials, for initialHere tabs. */
  initialsImage?: DrawnImage;
}

/** Where a tab sits: page (1-based) and top-left corner in points from the page's top-left. */
export interface TabPlace {
  pageNumber: number;
  xPosition: number;
  yPosition: number;
  /** The tab's box; the platform's defaults for its type when absent. */
  width?: number;
  height?: number;
}

export type SignatureTab = TabPlace & {
  tabType: 'signHere' | 'initialHere';
  signature: AdoptedSignature;
};
export type CheckboxTab = TabPlace & { tabType: 'checkbox'; selected: boolean };

/** Tabs whose completed value is text drawn on the page. */
export const VALUE_TAB_TYPES = [
  'dateSigned',
  'date',
  'fullName',
  'firstName',
  'lastName',
  'email',
  'emailAddress',
  'company',
  'title',
  'text',
  'number',
  'zip',
  'ssn',
  'note',
  'list',
  'formula',
] as const;

export type ValueTab = TabPlace & {
  tabType: (typeof VALUE_TAB_TYPES)[number];
  value: string;
  /** Font size in points (the platform's `fontSize` "Size11" is 11). */
  fontSize?: number;
};

/** A completed tab, ready to be stamped into its document. */
export type PlacedTab = SignatureTab | CheckboxTab | ValueTab;
