import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';

/**
 * Above this share of the documents, the rarest word's documents exclude too few of the others
 * to be worth the extra lookup.
 */
const NARROWING_SHARE = 0.25;

/**
 * Documents holding every word of `q` (MiniSearch's AND), with MiniSearch's own scores.
 *
 * MiniSearch scores every document holding each word before it intersects: for "newsletterId"
 * ("newsletter" and "id") that is every document with "id", most of them at ten thousand
 * operations, to keep a few dozen. So the rarest word (`frequency`: documents holding it) is
 * looked up first, as a prefix and with the query's typo tolerance (so at least every document
 * it can match within the query), and the query then runs with every other document's boost at
 * 0, which MiniSearch skips before scoring. Those documents could not have matched all the words:
 * the hits, their scores and their order are the plain AND query's.
 */
export function searchAllWords<T>(
  index: MiniSearch<T>,
  q: string,
  terms: string[],
  options: SearchOptions,
  frequency: (term: string) => number,
): SearchResult[] {
  const allWords: SearchOptions = { ...options, combineWith: 'AND' };
  if (terms.length < 2) return index.search(q, allWords);
  const rarest = terms.reduce((rarer, term) => (frequency(term) < frequency(rarer) ? term : rarer));
  const candidates = index.search(rarest, {
    ...options,
    prefix: true,
    combineWith: 'OR',
    boostDocument: undefined,
  });
  if (candidates.length > NARROWING_SHARE * index.documentCount) return index.search(q, allWords);
  const among = new Set(candidates.map((result) => result.id));
  const boost = options.boostDocument;
  return index.search(q, {
    ...allWords,
    boostDocument: (id, term, stored) =>
      among.has(id) ? (boost ? boost(id, term, stored) : 1) : 0,
  });
}
