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
import { isQuestion, textQuery } from '../../lib/search/vocabulary/words';
import { searchAllWords } from './allWords';
import { exactMatches, type ExactTables } from './exactMatch';
import { intentAnswers } from './intentAnswers';
import { sectionFor } from './sections';
import {
  AUTOCOMPLETE_KIND_BOOST,
  QUESTION_KIND_BOOST,
  SEARCH_KIND_BOOST,
  documentWeight,
  onOtherHost,
} from './kindBoost';
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
/** What autocomplete looks in: titles, the names of API methods, the vocabulary's words. */
const SUGGESTION_FIELDS = ['title', ...API_NAME_FIELDS, 'keywords'];
/** Reference pages that list others: an exact title of theirs comes after the intent's answers. */
const LISTINGS = new Set<SearchKind>(['api-category', 'api-resource', 'api-landing']);

/** Hits of a text search, and whether each holds every word of the query. */
interface TextHits {
  results: MiniSearchResult[];
  allWords: boolean;
}

/** The search behind /api/search, /api/autocomplete and /api/bingsearch, over one loaded index. */
export class SearchService {
  readonly documents: StoredDocument[];
  readonly builtAt: string;
  /** The index's format (SEARCH_INDEX_VERSION, or an older one the server still reads). */
  readonly format: number;
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
  /**
   * Each document's boost: in a text search, in a question's (guides first), in autocomplete.
   * Each is the kind's weight times the document's own (documentWeight: usage, version, host).
   */
  private readonly searchBoost: Float64Array;
  private readonly questionBoost: Float64Array;
  private readonly autocompleteBoost: Float64Array;
  /** An intent of the vocabulary to the documents answering it, best first. */
  private readonly intents: Map<string, number[]>;
  /** 1 for a document on another host than this site (its URL is a full URL). */
  private readonly otherHost: Uint8Array;

  constructor(
    data: SearchIndexData,
    private readonly rankCacheHits = RANK_CACHE_HITS,
  ) {
    this.documents = data.documents;
    this.builtAt = data.builtAt;
    this.format = data.version;
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
    this.intents = new Map(Object.entries(data.intents ?? {}));
    const categories: readonly string[] = SEARCH_CATEGORIES;
    this.categoryOf = perDocument(this.documents, (doc) => categories.indexOf(doc.category));
    const kind = (kinds: Partial<Record<SearchKind, number>>) => (doc: StoredDocument) =>
      (kinds[doc.kind] ?? 1) * documentWeight(doc);
    this.searchBoost = perDocument(this.documents, kind(SEARCH_KIND_BOOST));
    this.questionBoost = perDocument(
      this.documents,
      (doc) => kind(SEARCH_KIND_BOOST)(doc) * (QUESTION_KIND_BOOST[doc.kind] ?? 1),
    );
    this.autocompleteBoost = perDocument(this.documents, kind(AUTOCOMPLETE_KIND_BOOST));
    this.otherHost = Uint8Array.from(this.documents, (doc) => (onOtherHost(doc) ? 1 : 0));
  }

  /** Typo tolerance for words the index does not know, from four letters (0.2 of the length). */
  private readonly fuzzy = (term: string) =>
    !this.vocabulary.has(term) && term.length >= 4 ? 0.2 : false;

  /**
   * Cheapest match first: all words (as words or prefixes); typo tolerance only when that finds
   * nothing and a word is unknown to the index, then any word as typed. Fuzzy matching over a
   * large index costs more than the rest together.
   */
  private textSearch(q: string, options: SearchOptions): TextHits {
    const frequency = (term: string) => this.vocabulary.get(term) ?? 0;
    if (PATH_LIKE.test(q.trim())) {
      // A path: its words are looked for in API paths only, all of them, as typed.
      const words = q.replace(/\{[^}]*\}/g, ' ').replace(/\/(restapi|v\d+(\.\d+)*)(?=\/)/gi, ' ');
      const pathOptions = { ...options, fields: ['path'], fuzzy: false };
      const results = searchAllWords(
        this.miniSearch,
        words,
        this.queryTerms(words),
        pathOptions,
        frequency,
      );
      return { results, allWords: true };
    }
    const terms = this.queryTerms(q);
    const allWords = (fuzzy: SearchOptions['fuzzy']) =>
      searchAllWords(this.miniSearch, q, terms, { ...options, fuzzy }, frequency);
    const exact = allWords(false);
    if (exact.length > 0) return { results: exact, allWords: true };
    if (terms.some((term) => this.fuzzy(term) !== false)) {
      const typos = allWords(this.fuzzy);
      if (typos.length > 0) return { results: typos, allWords: true };
    }
    const anyWord = this.miniSearch.search(this.distinctiveTerms(q), {
      ...options,
      fuzzy: false,
      combineWith: 'OR',
    });
    return { results: anyWord, allWords: false };
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
        boostDocument: (id) => this.searchBoost[id as number],
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

  /**
   * What a query names and asks, in order: pages it names exactly (API names, titles of pages
   * and methods, section headings), the pages answering the intent it states outright (the
   * vocabulary: "send envelope" is Envelopes: create), reference listings of that exact title,
   * then the answers of an intent it states among other words when they hold those too.
   */
  private named(q: string, text: string, hits: TextHits, { question = false, typing = false }) {
    const exact = exactMatches(q, this.tables, this.documents);
    const names =
      text === q
        ? exact.names
        : [...exact.names, ...exactMatches(text, this.tables, this.documents).names];
    const listing = (id: number) => LISTINGS.has(this.documents[id].kind);
    const answers = intentAnswers(q, this.intents, this.documents, { question, typing });
    // A partial intent's answers are few; the hits of a broad prefix are thousands.
    const partial = new Set(answers.partial);
    const matched = new Set<number>();
    if (hits.allWords && partial.size > 0)
      for (const result of hits.results) if (partial.has(result.id)) matched.add(result.id);
    return {
      first: [
        ...names.filter((id) => !listing(id)),
        ...answers.complete,
        ...names.filter(listing),
        ...answers.partial.filter((id) => matched.has(id)),
      ],
      fieldGroups: exact.fieldGroups,
    };
  }

  private rankUncached(q: string): Ranking {
    const question = isQuestion(q);
    const text = textQuery(q);
    const boosts = question ? this.questionBoost : this.searchBoost;
    const hits = this.textSearch(text, {
      fields: TEXT_FIELDS,
      boost: FIELD_BOOSTS,
      prefix,
      boostDocument: (id) => boosts[id as number],
    });
    const { results } = hits;
    const { first: named, fieldGroups } = this.named(q, text, hits, { question });
    const byId = new Map(results.map((result) => [result.id as number, result]));
    const queryTerms = this.queryTerms(text);
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
    const first = [...new Set([...named, ...this.identifierPrefixes(q), ...fields])];
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
        .map((hit) => this.result(hit, this.queryTerms(textQuery(q)))),
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
    if (doc.apiName) result.apiName = doc.apiName;
    if (doc.method) result.method = doc.method;
    if (doc.path) result.path = doc.path;
    return result;
  }

  /**
   * Top suggestions as the reader types: what the query names and asks (as search ranks them),
   * then titles, API names and the vocabulary's words, prefix-matched from two letters. Fewer
   * than `limit`: the search's own hits follow, so a query that has results always has
   * suggestions. The site's own pages come before those of other hosts.
   */
  autocomplete(q: string, limit = AUTOCOMPLETE_LIMIT): AutocompleteSuggestion[] {
    const question = isQuestion(q);
    const text = textQuery(q);
    const boost = (id: number) => this.autocompleteBoost[id];
    const hits = this.textSearch(text, {
      fields: SUGGESTION_FIELDS,
      boost: { title: 3, keywords: 1.5 },
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
      boostDocument: boost,
    });
    const { first: named, fieldGroups } = this.named(q, text, hits, { question, typing: true });
    // The methods addressing a field, then those sending it in the reference's order: as search
    // ranks them ("signHereTabs": Envelopes: create first in both).
    const [addressing = [], sending = []] = fieldGroups;
    const found = new Set([
      ...named,
      ...this.identifierPrefixes(q),
      ...addressing,
      ...[...sending].sort((a, b) => a - b),
      ...hits.results.map((r) => r.id as number),
    ]);
    // The first `limit` of the site's own, then of other hosts: a broad prefix finds thousands.
    const own: number[] = [];
    const others: number[] = [];
    const take = (ids: Iterable<number>) => {
      for (const id of ids) {
        if (own.length === limit) break;
        if (!this.otherHost[id]) own.push(id);
        else if (others.length < limit) others.push(id);
      }
    };
    take(found);
    // Too few: the search's own hits follow (it also reads prose and typo neighbours), so a query
    // with results is never answered "No Records found". Only then: a full search per keystroke
    // cost ten times the suggestions' own at ten thousand operations.
    if (found.size < limit) take(this.rank(q).ids.filter((id) => !found.has(id)));
    return [...own, ...others].slice(0, limit).map((id) => this.suggestion(id));
  }

  private suggestion(id: number): AutocompleteSuggestion {
    const doc = this.documents[id];
    const suggestion: AutocompleteSuggestion = {
      title: doc.title,
      url: doc.url,
      kind: doc.kind,
    };
    if (doc.apiName) suggestion.apiName = doc.apiName;
    if (doc.method) suggestion.method = doc.method;
    if (doc.path) suggestion.path = doc.path;
    return suggestion;
  }
}
