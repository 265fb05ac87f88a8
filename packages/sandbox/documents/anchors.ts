import { StandardFonts } from 'pdf-lib';
import { ANCHOR_TAB_STRING_NOT_FOUND, DocumentError } from './errors';
import { readPageText, type PageText } from './pdfText';
import { toPoints } from './units';
import { standardFont } from './standardFonts';

/**
 * The anchor properties of a tab as the platform takes them. Numbers and booleans may come as
 * strings (`"10"`, `"true"`), as the platform's own clients send them.
 */
export interface AnchorOptions {
  anchorString: string;
  anchorXOffset?: number | string;
  anchorYOffset?: number | string;
  anchorUnits?: string;
  anchorIgnoreIfNotPresent?: boolean | string;
  anchorCaseSensitive?: boolean | string;
  anchorMatchWholeWord?: boolean | string;
  anchorHorizontalAlignment?: 'left' | 'right' | string;
}

/** Where a tab lands: page and position in points from the page's top-left corner. */
export interface AnchorPlacement {
  pageNumber: number;
  xPosition: number;
  yPosition: number;
}

const isTrue = (value: boolean | string | undefined) => value === true || value === 'true';
const number = (value: number | string | undefined) => Number(value ?? 0) || 0;
const isWordCharacter = (char: string | undefined) =>
  char !== undefined && /[\p{L}\p{N}_]/u.test(char);

// Widths inside one text run are shared out by Helvetica's glyph widths: runs carry only their
// total width, and proportional metrics land far nearer than an equal share per character.
const metrics = standardFont(StandardFonts.Helvetica);
const textWidth = (text: string) => metrics.widthOfTextAtSize(metrics.encodable(text), 1000);

interface CharacterPlace {
  run: number;
  index: number;
}

/** The page's text as one string (runs joined, lines by "\n") and where each character sits. */
function pageString(page: PageText): { text: string; places: (CharacterPlace | undefined)[] } {
  let text = '';
  const places: (CharacterPlace | undefined)[] = [];
  page.runs.forEach((run, runIndex) => {
    const previous = page.runs[runIndex - 1];
    const newLine =
      previous !== undefined && (previous.hasEOL || Math.abs(previous.y - run.y) > run.height / 2);
    if (newLine) {
      text += '\n';
      places.push(undefined);
    }
    for (let index = 0; index < run.str.length; index += 1) {
      text += run.str[index];
      places.push({ run: runIndex, index });
    }
  });
  return { text, places };
}

/** The x of a character's left (or right) edge inside its run. */
function edgeOf(page: PageText, place: CharacterPlace, side: 'left' | 'right'): number {
  const run = page.runs[place.run];
  const whole = textWidth(run.str);
  const before = textWidth(run.str.slice(0, side === 'left' ? place.index : place.index + 1));
  return run.x + (whole > 0 ? (run.width * before) / whole : 0);
}

function placementsOnPage(page: PageText, anchor: AnchorOptions): AnchorPlacement[] {
  const caseSensitive = isTrue(anchor.anchorCaseSensitive);
  const { text, places } = pageString(page);
  const haystack = caseSensitive ? text : text.toLowerCase();
  const needle = caseSensitive ? anchor.anchorString : anchor.anchorString.toLowerCase();
  const xOffset = toPoints(number(anchor.anchorXOffset), anchor.anchorUnits);
  const yOffset = toPoints(number(anchor.anchorYOffset), anchor.anchorUnits);
  const found: AnchorPlacement[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length - 1;
    if (isTrue(anchor.anchorMatchWholeWord)) {
      if (isWordCharacter(text[at - 1]) || isWordCharacter(text[end + 1])) continue;
    }
    const first = places[at];
    const last = places[end];
    if (!first || !last) continue; // an anchor never starts or ends on a line break
    const right = anchor.anchorHorizontalAlignment === 'right';
    const x = right ? edgeOf(page, last, 'right') : edgeOf(page, first, 'left');
    found.push({
      pageNumber: page.pageNumber,
      xPosition: round(x + xOffset),
      yPosition: round(page.runs[first.run].y + yOffset),
    });
  }
  return found;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Every occurrence of the anchor string in the document, as the platform places anchor tabs:
 * the tab's top-left corner at the top-left of the string's first character (with
 * `anchorHorizontalAlignment: "right"`, at the right edge of its last character), moved by the
 * offsets. Case-insensitive and matching inside words unless asked otherwise. An empty list when
 * the string is not there; `requireAnchors` turns that into the platform's error.
 */
export async function findAnchors(
  pdfBytes: Uint8Array,
  anchor: AnchorOptions,
): Promise<AnchorPlacement[]> {
  if (anchor.anchorString === '') return [];
  const pages = await readPageText(pdfBytes);
  return pages.flatMap((page) => placementsOnPage(page, anchor));
}

/**
 * The platform searches every document of the envelope for an anchor and refuses the tab when
 * none has it, unless the tab says `anchorIgnoreIfNotPresent`.
 */
export async function findAnchorsInDocuments(
  documents: { documentId: string; pdfBytes: Uint8Array }[],
  anchor: AnchorOptions,
): Promise<(AnchorPlacement & { documentId: string })[]> {
  const found: (AnchorPlacement & { documentId: string })[] = [];
  for (const { documentId, pdfBytes } of documents) {
    for (const place of await findAnchors(pdfBytes, anchor)) found.push({ documentId, ...place });
  }
  if (found.length === 0 && !isTrue(anchor.anchorIgnoreIfNotPresent)) {
    throw new DocumentError(
      ANCHOR_TAB_STRING_NOT_FOUND,
      `The specified Anchor Tab string was not found in the document. Anchor Tab String [${anchor.anchorString}] not found.`,
    );
  }
  return found;
}
