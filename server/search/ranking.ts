/** A ranked hit: the document and the index terms it matched (for the snippet). */
export interface RankedHit {
  id: number;
  terms: string[];
}

/**
 * Every hit of one query, best first, as the rank cache keeps it: the documents' ids in one typed
 * array and, for each, which of the query's distinct lists of matched terms it has (most of a
 * broad query's hits share a few). A hit object per document cost about 24 bytes on the heap and
 * kept only ten broad queries of ten thousand operations in the cache; this is 6 to 8 bytes, off
 * the heap the collector walks.
 */
export class Ranking implements Iterable<RankedHit> {
  private constructor(
    /** The hits' documents, best first. */
    readonly ids: Int32Array,
    private readonly termSetOf: Uint16Array | Uint32Array,
    private readonly termSets: readonly string[][],
  ) {}

  /** The hits in their order; hits matching the same terms share one list of them. */
  static of(hits: readonly RankedHit[]): Ranking {
    const ids = Int32Array.from(hits, (hit) => hit.id);
    const places = new Map<string, number>();
    const termSets: string[][] = [];
    const placeOf = (terms: string[]) => {
      const key = terms.join('\u0000');
      let place = places.get(key);
      if (place === undefined) {
        place = termSets.push(terms) - 1;
        places.set(key, place);
      }
      return place;
    };
    const termSetOf =
      hits.length <= 0xffff ? new Uint16Array(hits.length) : new Uint32Array(hits.length);
    hits.forEach((hit, place) => (termSetOf[place] = placeOf(hit.terms)));
    return new Ranking(ids, termSetOf, termSets);
  }

  get length(): number {
    return this.ids.length;
  }

  /** The hit at `place` (0: the best). */
  at(place: number): RankedHit {
    return { id: this.ids[place], terms: this.termSets[this.termSetOf[place]] };
  }

  /** The hits from place `start` up to `end` (excluded); ends past the hits are clamped. */
  slice(start = 0, end = this.length): RankedHit[] {
    const from = Math.max(0, Math.min(start, this.length));
    const to = Math.max(from, Math.min(end, this.length));
    return Array.from({ length: to - from }, (_, offset) => this.at(from + offset));
  }

  /** The hits whose document `keep` accepts, in the same order. */
  filter(keep: (id: number) => boolean): Ranking {
    const kept = this.ids.map((id) => (keep(id) ? 1 : 0));
    const isKept = (_: number, place: number) => kept[place] === 1;
    return new Ranking(this.ids.filter(isKept), this.termSetOf.filter(isKept), this.termSets);
  }

  *[Symbol.iterator](): Iterator<RankedHit> {
    for (let place = 0; place < this.length; place += 1) yield this.at(place);
  }
}
