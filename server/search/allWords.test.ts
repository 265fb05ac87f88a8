import MiniSearch from 'minisearch';
import { searchAllWords } from './allWords';

interface Doc {
  id: number;
  text: string;
}

// "id" is in every document, "newsletter" in two, "newsletters" in one more.
const docs: Doc[] = [
  { id: 0, text: 'newsletter id' },
  { id: 1, text: 'newsletter settings id id' },
  { id: 2, text: 'newsletters id' },
  ...Array.from({ length: 40 }, (_, i) => ({ id: 3 + i, text: `envelope ${i} id` })),
];

function indexOf(): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({ fields: ['text'] });
  index.addAll(docs);
  return index;
}

const frequencyIn = (index: MiniSearch<Doc>) => (term: string) =>
  index.search(term, { prefix: false, fuzzy: false }).length;

// What the server does: only the word being typed (the last) is a prefix.
const lastWord = (_term: string, i: number, terms: string[]) => i === terms.length - 1;

describe('searchAllWords', () => {
  const index = indexOf();
  const frequency = frequencyIn(index);

  it.each([
    ['newsletter id', {}],
    ['id newsletter', { prefix: true }],
    ['newsletter id', { prefix: lastWord }],
    ['newslettr id', { fuzzy: 0.2 }],
    ['envelope id', {}],
    ['missing id', {}],
    ['newsletter', {}],
  ])(
    'finds what MiniSearch AND finds for "%s" (case %#), with the same scores, in the same order',
    (q, options) => {
      const terms = q.split(' ');
      const plain = index.search(q, { ...options, combineWith: 'AND' });
      const narrowed = searchAllWords(index, q, terms, options, frequency);
      expect(narrowed.map(({ id, score, terms: matched }) => ({ id, score, matched }))).toEqual(
        plain.map(({ id, score, terms: matched }) => ({ id, score, matched })),
      );
    },
  );

  it('scores only documents holding the rarest word (prefix matches included)', () => {
    const boosted = new Set<number>();
    const results = searchAllWords(
      index,
      'id newsletter',
      ['id', 'newsletter'],
      {
        prefix: lastWord,
        boostDocument: (id) => {
          boosted.add(id as number);
          return 2;
        },
      },
      frequency,
    );
    expect(results.map((result) => result.id).sort()).toEqual([0, 1, 2]);
    expect([...boosted].sort()).toEqual([0, 1, 2]);
  });

  it('runs the plain query when even the rarest word is in most documents', () => {
    const boosted = new Set<number>();
    searchAllWords(
      index,
      'envelope id',
      ['envelope', 'id'],
      { boostDocument: (id) => (boosted.add(id as number), 1) },
      frequency,
    );
    expect(boosted.size).toBe(docs.length);
  });

  it('looks the rarest word up as a prefix only where the query expands it', () => {
    const boosted = new Set<number>();
    const results = searchAllWords(
      index,
      'newsletter id',
      ['newsletter', 'id'],
      { prefix: lastWord, boostDocument: (id) => (boosted.add(id as number), 1) },
      frequency,
    );
    // "newsletters" (2) is not a match of the first word: it is not scored at all.
    expect(results.map((result) => result.id).sort()).toEqual([0, 1]);
    expect([...boosted].sort()).toEqual([0, 1]);
  });

  it('skips the lookup when the rarest word alone is in more than a quarter of the documents', () => {
    const counts = new Map(['envelope', 'id'].map((term) => [term, frequency(term)]));
    const search = jest.spyOn(index, 'search');
    try {
      searchAllWords(index, 'envelope id', ['envelope', 'id'], {}, (t) => counts.get(t) ?? 0);
      expect(search).toHaveBeenCalledTimes(1);
    } finally {
      search.mockRestore();
    }
  });
});
