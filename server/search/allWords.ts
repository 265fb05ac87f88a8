import type MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';

/**
 * Above this share of the documents, the rarest word's documents exclude too few of the others
 * to be worth the extra lookup.
 */
const NARROWING_SHARE = 0.25;

/** Whether MiniSearch expands the word at `position` of the query's `terms` as a prefix. */
function isPrefixed(options: SearchOptions, term: string, position: number, terms: string[]) {
  const { prefix } = options;
  return typeof prefix === 'function' ? prefix(term, position, terms) : Boolean(prefix);
}

/**
 * Documents holding every word of `q` (MiniSearch's AND), with MiniSearch's own scores.
 *
 * MiniSearch scores every document holding each word before it intersects: for "newsletterId"
 * ("newsletter" and "id") that is every document with "id", most of them at ten thousand
 * operations, to keep a few dozen. So the rarest word (`frequency`: documents holding it in its
 * busiest field) is looked up first, as the query would match it (a prefix only where the query
 * expands it, with the query's typo tolerance and fields: at least every document it can match
 * within the query), and the query then runs with every other document's boost at 0, which
 * MiniSearch skips before scoring. Those documents could not have matched all the words: the
 * hits, their scores and their order are the plain AND query's.
 *
 * When even the rarest word is in more than NARROWING_SHARE of the documents (its frequency
 * alone says so), the lookup is skipped: it would cost as much as it saves.
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
  const share = NARROWING_SHARE * index.documentCount;
  if (frequency(rarest) > share) return index.search(q, allWords);
  const prefixed = terms.some(
    (term, position) => term === rarest && isPrefixed(options, term, position, terms),
  );
  const candidates = index.search(rarest, {
    ...options,
    prefix: prefixed,
    combineWith: 'OR',
    boostDocument: undefined,
  });
  if (candidates.length > share) return index.search(q, allWords);
  const among = new Set(candidates.map((result) => result.id));
  const boost = options.boostDocument;
  return index.search(q, {
    ...allWords,
    boostDocument: (id, term, stored) =>
      among.has(id) ? (boost ? boost(id, term, stored) : 1) : 0,
  });
}
