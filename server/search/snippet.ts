import { tokenize } from '../../lib/search/tokenize';
import { decodeHtmlEntities, escapeHtml } from '../../lib/htmlText';

const WORD = /[\p{L}\p{N}]+/gu;
const SNIPPET_LENGTH = 180;
const LEAD = 50;

function matches(word: string, terms: Set<string>): boolean {
  return tokenize(word).some((part) => terms.has(part.toLowerCase()));
}

/**
 * A short passage of `text` around the first matched term, HTML-escaped, with every matched
 * word wrapped in <mark>. `terms` are lower-case index terms (what the query matched).
 */
export function markedSnippet(text: string, terms: Set<string>): string {
  const words = [...text.matchAll(WORD)];
  const first = words.find((word) => matches(word[0], terms));
  let start = first ? Math.max(0, (first.index ?? 0) - LEAD) : 0;
  if (start > 0) {
    const boundary = text.indexOf(' ', start);
    start = boundary === -1 || boundary > (first?.index ?? 0) ? start : boundary + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const boundary = text.lastIndexOf(' ', end);
    if (boundary > start) end = boundary;
  }
  let html = start > 0 ? '…' : '';
  let cursor = start;
  for (const word of words) {
    const index = word.index ?? 0;
    if (index < start || index + word[0].length > end) continue;
    if (!matches(word[0], terms)) continue;
    html += `${escapeHtml(text.slice(cursor, index))}<mark>${escapeHtml(word[0])}</mark>`;
    cursor = index + word[0].length;
  }
  html += escapeHtml(text.slice(cursor, end));
  return end < text.length ? `${html}…` : html;
}

/** Plain-text passage (for the external-search shape, whose snippets carry no markup). */
export function plainSnippet(text: string, terms: Set<string>): string {
  return decodeHtmlEntities(markedSnippet(text, terms).replace(/<\/?mark>/g, ''));
}
