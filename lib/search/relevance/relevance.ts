// The relevance set's measure, shared by `npm run bench:search` and the test of a sample of it
// (gatsby/search/searchRelevance.test.ts): developer queries, each with the page that answers
// it (queries.json), scored by where that page comes in an answer.
import queries from './queries.json';

/** What a developer asks, written as they type it, and the page (a URL path) that answers it. */
export interface RelevanceQuery {
  q: string;
  page: string;
  /** task, howto, field, error, product, page or identifier: figures are printed per kind. */
  kind: string;
  /**
   * Written before the vocabulary was tuned on the others and never tuned on: their figures
   * say how well the ranking does on queries it was not fitted to.
   */
  heldOut?: boolean;
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = queries;

/** Where a query's page came, from 1; 0 when it is not among the answer's URLs. */
export interface RankedQuery extends RelevanceQuery {
  rank: number;
}

export interface RelevanceFigures {
  queries: number;
  /** Mean reciprocal rank: 1 when every page comes first, 0 when none is found. */
  mrr: number;
  /** Share of queries whose page comes first. */
  top1: number;
  /** Share of queries whose page comes in the first three. */
  top3: number;
  ranked: RankedQuery[];
}

/** A result URL as a page: a section's anchor lands on the same page. */
const pageOf = (url: string) => url.split('#')[0];

/** The place of `page` in `urls`, from 1, or 0 when absent. */
export function rankOf(urls: readonly string[], page: string): number {
  return urls.findIndex((url) => pageOf(url) === page) + 1;
}

/** The figures of an answer's URLs (best first) for each query. */
export function relevanceFigures(
  set: readonly RelevanceQuery[],
  urlsFor: (q: string) => readonly string[],
): RelevanceFigures {
  const ranked = set.map((query) => ({ ...query, rank: rankOf(urlsFor(query.q), query.page) }));
  const share = (keep: (rank: number) => boolean) =>
    ranked.length === 0 ? 0 : ranked.filter((query) => keep(query.rank)).length / ranked.length;
  return {
    queries: ranked.length,
    mrr:
      ranked.length === 0
        ? 0
        : ranked.reduce((sum, query) => sum + (query.rank ? 1 / query.rank : 0), 0) / ranked.length,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank >= 1 && rank <= 3),
    ranked,
  };
}
