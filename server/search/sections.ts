import type { StoredDocument } from '../../lib/search/searchIndexData';
import { processTerm, tokenize } from '../../lib/search/tokenize';

const termsOf = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((term): term is string => term !== null);

/**
 * The section of a page whose heading holds every word of the query (the last one as typed so
 * far, a prefix), so a result can land on it: "JWT grant" → /platform/auth/#jwt-grant. None
 * when the page's title already says it all.
 */
export function sectionFor(
  doc: StoredDocument,
  query: string[],
): { title: string; url: string } | undefined {
  if (!doc.sections || query.length === 0) return undefined;
  const holdsAll = (text: string) => {
    const terms = termsOf(text);
    return query.every((word, index) =>
      index === query.length - 1
        ? terms.some((term) => term.startsWith(word))
        : terms.includes(word),
    );
  };
  if (holdsAll(doc.title)) return undefined;
  const found = doc.sections.find(([, title]) => holdsAll(title));
  return found && { title: found[1], url: `${doc.url}#${found[0]}` };
}
