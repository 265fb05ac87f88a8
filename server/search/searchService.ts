import MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult as MiniSearchResult } from 'minisearch';
import {
  AUTOCOMPLETE_LIMIT,
  SEARCH_CATEGORIES,
  SEARCH_PAGE_SIZE,
  type AutocompleteSuggestion,
  type SearchCategory,
  type SearchResponse,
  type SearchKind,
  type SearchResult,
} from '../../lib/search/searchContract';
import {
  API_NAME_FIELDS,
  FIELD_BOOSTS,
  IDENTIFIER_FIELD,
  MINI_SEARCH_OPTIONS,
  SEARCH_FIELDS,
  type IndexedFields,
  type SearchIndexData,
  type StoredDocument,
} from '../../lib/search/searchIndexData';
import { processTerm, tokenize } from '../../lib/search/tokenize';
import { searchAllWords } from './allWords';
import { exactMatches, type ExactTables } from './exactMatch';
import { sectionFor } from './sections';
import { AUTOCOMPLETE_KIND_BOOST, SEARCH_KIND_BOOST } from './kindBoost';
import { markedSnippet } from './snippet';
import { Ranking, type RankedHit } from './ranking';

export type { RankedHit } from './ranking';

export interface SearchQuery {
  q: string;
  /** Only these categories; empty or absent: every category. */
  categories?: SearchCategory[];
  offset?: number;
  limit?: number;
}

// Prefix matching for the last word (the one being typed) from three letters.
const prefix = (term: string, index: number, terms: string[]) =>
  index === terms.length - 1 && term.length >= 3;
const RANK_CACHE_SIZE = 200;
/**
 * Hits the rank cache holds across its queries, at 6 to 8 bytes each (ranking.ts): 8 MB at most.
 * At ten thousand operations a broad word matches most of 13,000 pages, so this keeps about a
 * hundred broad queries, where 100,000 hit objects kept ten and the next broad query ranked
 * again. The oldest queries go first once the total passes this (a query with more hits alone is
 * not kept).
 */
export const RANK_CACHE_HITS = 1_000_000;

/**
 * One number per document, by id, read for every hit of a query: a typed array of them is read
 * without visiting the document objects, which at ten thousand operations lie scattered over a
 * heap of 180 MB (counting a broad query's 6,000 hits by category took seven times longer in the
 * server than the same loop in a fresh process, bench:reference's search figures).
 */
function perDocument<T>(documents: readonly T[], value: (doc: T) => number): Float64Array {
  return Float64Array.from(documents, value);
}
/** Share of documents above which a word is too common to carry an any-word search. */
const COMMON_TERM_SHARE = 0.2;
/** One word with a slash, optionally after an HTTP verb: "/v2.1/accounts/{accountId}/envelopes". */
const PATH_LIKE = /^([a-z]+\s+)?\S*\/\S*$/i;
/**
 * The fields a text search reads: all but the whole identifiers. Those are there for
 * identifierPrefixes ("liststatus" finding listStatusChanges); every identifier is also indexed
 * cut into its words (schemaFields, parameters, operationId...), so they add no hit to a text
 * search, only cost: a typed word's prefix expanded over them walked three times the postings of
 * every other field together at ten thousand operations ("signing": 23,000 of 31,000).
 */
const TEXT_FIELDS = SEARCH_FIELDS.filter((field) => field !== IDENTIFIER_FIELD);
/** Pages of legacy API versions stay findable but below the current version. */
const LEGACY_BOOST = 0.6;

/** The search behind /api/search, /api/autocomplete and /api/bingsearch, over one loaded index. */
export class SearchService {
  readonly documents: StoredDocument[];
  readonly builtAt: string;
  private readonly miniSearch: MiniSearch<IndexedFields>;
  private readonly tables: ExactTables;
  // The index never changes while the server runs: paging or switching tabs re-ranks nothing.
  private readonly ranked = new Map<string, Ranking>();
  private rankedHits = 0;
  /**
   * Every term of the index with the number of documents holding it (in its busiest field): a
   * known word is never expanded to its typo neighbours.
   */
  private readonly vocabulary: Map<string, number>;
  /** Each document's category, as its place in SEARCH_CATEGORIES. */
  private readonly categoryOf: Float64Array;
  /** Each document's boost: in a text search, an identifier prefix's, in autocomplete. */
  private readonly searchBoost: Float64Array;
  private readonly identifierBoost: Float64Array;
  private readonly autocompleteBoost: Float64Array;

  constructor(
    data: SearchIndexData,
    private readonly rankCacheHits = RANK_CACHE_HITS,
  ) {
    this.documents = data.documents;
    this.builtAt = data.builtAt;
    this.miniSearch = MiniSearch.loadJS<IndexedFields>(data.miniSearch, MINI_SEARCH_OPTIONS);
    this.tables = {
      exact: new Map(Object.entries(data.exact)),
      fieldRefs: new Map(Object.entries(data.fieldRefs)),
      requestFieldRefs: new Map(Object.entries(data.requestFieldRefs)),
      titles: new Map(Object.entries(data.titles)),
      sectionTitles: new Map(Object.entries(data.sectionTitles)),
    };
    this.vocabulary = new Map(
      data.miniSearch.index.map(([term, fields]) => [
        term,
        Math.max(...Object.values(fields).map((docs) => Object.keys(docs).length)),
      ]),
    );
    const categories: readonly string[] = SEARCH_CATEGORIES;
    this.categoryOf = perDocument(this.documents, (doc) => categories.indexOf(doc.category));
    this.searchBoost = perDocument(this.documents, (doc) => SEARCH_KIND_BOOST[doc.kind] ?? 1);
    this.identifierBoost = perDocument(this.documents, (doc) => this.boost(doc, SEARCH_KIND_BOOST));
    this.autocompleteBoost = perDocument(this.documents, (doc) =>
      this.boost(doc, AUTOCOMPLETE_KIND_BOOST),
    );
  }

  /** Typo tolerance for words the index does not know, from four letters (0.2 of the length). */
  private readonly fuzzy = (term: string) =>
    !this.vocabulary.has(term) && term.length >= 4 ? 0.2 : false;

  /**
   * Cheapest match first: all words (as words or prefixes); typo tolerance only when that finds
   * nothing and a word is unknown to the index, then any word as typed. Fuzzy matching over a
   * large index costs more than the rest together.
   */
  private textSearch(q: string, options: SearchOptions): MiniSearchResult[] {
    const frequency = (term: string) => this.vocabulary.get(term) ?? 0;
    if (PATH_LIKE.test(q.trim())) {
      // A path: its words are looked for in API paths only, all of them, as typed.
      const words = q.replace(/\{[^}]*\}/g, ' ').replace(/\/(restapi|v\d+(\.\d+)*)(?=\/)/gi, ' ');
      const pathOptions = { ...options, fields: ['path'], fuzzy: false };
      return searchAllWords(this.miniSearch, words, this.queryTerms(words), pathOptions, frequency);
    }
    const terms = this.queryTerms(q);
    const allWords = (fuzzy: SearchOptions['fuzzy']) =>
      searchAllWords(this.miniSearch, q, terms, { ...options, fuzzy }, frequency);
    const exact = allWords(false);
    if (exact.length > 0) return exact;
    if (terms.some((term) => this.fuzzy(term) !== false)) {
      const typos = allWords(this.fuzzy);
      if (typos.length > 0) return typos;
    }
    return this.miniSearch.search(this.distinctiveTerms(q), {
      ...options,
      fuzzy: false,
      combineWith: 'OR',
    });
  }

  /**
   * For "any word" matching, words found in most documents ("id", "list") add cost and no
   * meaning next to rarer ones: they are left out when a rarer word remains.
   */
  private distinctiveTerms(q: string): string {
    const terms = this.queryTerms(q);
    const limit = COMMON_TERM_SHARE * this.documents.length;
    const rare = terms.filter((term) => (this.vocabulary.get(term) ?? 0) <= limit);
    return (rare.length > 0 ? rare : terms).join(' ');
  }

  /**
   * Methods whose operationId or SDK method name starts with a one-word query the index does
   * not know as a word, in any case: "liststatus" and "listStatus" both find listStatusChanges.
   */
  private identifierPrefixes(q: string): number[] {
    const word = q.trim().toLowerCase();
    if (/\s/.test(word) || word.length < 3 || this.vocabulary.has(word)) return [];
    return this.miniSearch
      .search(word, {
        fields: [IDENTIFIER_FIELD],
        prefix: true,
        fuzzy: false,
        tokenize: (text) => [text],
        processTerm: (term) => term.toLowerCase(),
        boostDocument: (id) => this.identifierBoost[id as number],
      })
      .map((result) => result.id as number);
  }

  /**
   * Every hit for a query, best first: documents the query names exactly (API names, then
   * titles), methods whose name starts with it, then methods using a field of that name (those
   * addressing it, sending it, answering with it), then the rest by text score.
   */
  rank(q: string): Ranking {
    const cached = this.ranked.get(q);
    if (cached) {
      this.ranked.delete(q);
      this.ranked.set(q, cached);
      return cached;
    }
    const hits = this.rankUncached(q);
    if (hits.length > this.rankCacheHits) return hits;
    this.ranked.set(q, hits);
    this.rankedHits += hits.length;
    for (const [oldest, dropped] of this.ranked) {
      if (this.ranked.size <= RANK_CACHE_SIZE && this.rankedHits <= this.rankCacheHits) break;
      this.ranked.delete(oldest);
      this.rankedHits -= dropped.length;
    }
    return hits;
  }

  /** How many queries and hits the rank cache holds (for its bounds' tests). */
  get rankCache(): { queries: number; hits: number } {
    return { queries: this.ranked.size, hits: this.rankedHits };
  }

  private rankUncached(q: string): Ranking {
    const boost = (id: number) => this.searchBoost[id];
    const results = this.textSearch(q, {
      fields: TEXT_FIELDS,
      boost: FIELD_BOOSTS,
      prefix,
      boostDocument: boost,
    });
    const { names, fieldGroups } = exactMatches(q, this.tables, this.documents);
    const byId = new Map(results.map((result) => [result.id as number, result]));
    const queryTerms = this.queryTerms(q);
    const hit = (id: number): RankedHit => ({ id, terms: byId.get(id)?.terms ?? queryTerms });
    const score = (id: number) => byId.get(id)?.score ?? 0;
    const byScore = (group: number[]) => [...group].sort((a, b) => score(b) - score(a));
    // Methods sending a field keep the reference's own order (an API lists its main resource
    // first): prose scores say little about a field name.
    const [addressing = [], sending = [], others = []] = fieldGroups;
    const fields = [
      ...byScore(addressing),
      ...[...sending].sort((a, b) => a - b),
      ...byScore(others),
    ];
    const first = [...new Set([...names, ...this.identifierPrefixes(q), ...fields])];
    const placed = new Set(first);
    return Ranking.of([
      ...first.map(hit),
      ...results.filter((result) => !placed.has(result.id)).map((r) => hit(r.id)),
    ]);
  }

  /** The hits whose document is in one of the categories (all hits when none is given). */
  inCategories(hits: Ranking, categories: readonly SearchCategory[]): Ranking {
    if (categories.length === 0) return hits;
    const wanted = new Set(categories.map((category) => SEARCH_CATEGORIES.indexOf(category)));
    return hits.filter((id) => wanted.has(this.categoryOf[id]));
  }

  private boost(doc: StoredDocument, kinds: Record<SearchKind, number>): number {
    return (kinds[doc.kind] ?? 1) * (doc.legacy ? LEGACY_BOOST : 1);
  }

  private queryTerms(q: string): string[] {
    return tokenize(q)
      .map(processTerm)
      .filter((term): term is string => term !== null);
  }

  search({
    q,
    categories: only = [],
    offset = 0,
    limit = SEARCH_PAGE_SIZE,
  }: SearchQuery): SearchResponse {
    const hits = this.rank(q);
    const counts = new Float64Array(SEARCH_CATEGORIES.length);
    for (const id of hits.ids) counts[this.categoryOf[id]] += 1;
    const categories = Object.fromEntries(
      SEARCH_CATEGORIES.map((category, place) => [category, counts[place]]),
    ) as Record<SearchCategory, number>;
    const filtered = this.inCategories(hits, only);
    return {
      query: q,
      category: only.length === 1 ? only[0] : null,
      categoryFilter: only,
      offset,
      total: filtered.length,
      categories,
      results: filtered
        .slice(offset, offset + limit)
        .map((hit) => this.result(hit, this.queryTerms(q))),
    };
  }

  result({ id, terms }: RankedHit, query: string[] = []): SearchResult {
    const doc = this.documents[id];
    const result: SearchResult = {
      title: doc.title,
      snippet: markedSnippet(doc.text, new Set(terms)),
      url: doc.url,
      category: doc.category,
      kind: doc.kind,
    };
    const section = sectionFor(doc, query);
    if (section) result.section = section;
    if (doc.method) result.method = doc.method;
    if (doc.path) result.path = doc.path;
    return result;
  }

  /** Top suggestions as the reader types: titles and API identifiers only, prefix-matched. */
  autocomplete(q: string, limit = AUTOCOMPLETE_LIMIT): AutocompleteSuggestion[] {
    const boost = (id: number) => this.autocompleteBoost[id];
    const { names, fieldGroups } = exactMatches(q, this.tables, this.documents);
    const results = this.textSearch(q, {
      fields: ['title', ...API_NAME_FIELDS],
      boost: { title: 3 },
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      boostDocument: boost,
    });
    const addressing = fieldGroups[0] ?? [];
    const ids = [
      ...new Set([
        ...names,
        ...this.identifierPrefixes(q),
        ...addressing,
        ...results.map((r) => r.id as number),
      ]),
    ];
    return ids.slice(0, limit).map((id) => {
      const doc = this.documents[id];
      const suggestion: AutocompleteSuggestion = { title: doc.title, url: doc.url, kind: doc.kind };
      if (doc.method) suggestion.method = doc.method;
      if (doc.path) suggestion.path = doc.path;
      return suggestion;
    });
  }
}
