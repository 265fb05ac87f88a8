/** @jest-environment node */
import { Ranking, type RankedHit } from './ranking';

const hits: RankedHit[] = [
  { id: 7, terms: ['envelope'] },
  { id: 3, terms: ['envelope', 'id'] },
  { id: 9, terms: ['envelope'] },
  { id: 1, terms: ['envelopes'] },
];

test('a ranking gives back its hits in their order, with the terms each matched', () => {
  const ranking = Ranking.of(hits);
  expect(ranking.length).toBe(4);
  expect([...ranking.ids]).toEqual([7, 3, 9, 1]);
  expect([...ranking]).toEqual(hits);
  expect(ranking.at(1)).toEqual({ id: 3, terms: ['envelope', 'id'] });
});

test('hits matching the same terms share one list of them', () => {
  const ranking = Ranking.of(hits);
  expect(ranking.at(0).terms).toBe(ranking.at(2).terms);
  expect(ranking.at(0).terms).not.toBe(ranking.at(3).terms);
});

test('a slice takes places as Array.prototype.slice does, out-of-range ends included', () => {
  const ranking = Ranking.of(hits);
  for (const [start, end] of [
    [0, 2],
    [1, 10],
    [3, 4],
    [4, 14],
    [10, 20],
    [2, 1],
  ])
    expect(ranking.slice(start, end)).toEqual(hits.slice(start, end));
  expect(ranking.slice()).toEqual(hits);
});

test('a filter keeps the accepted documents in order, with their terms', () => {
  const ranking = Ranking.of(hits).filter((id) => id !== 3);
  expect(ranking.length).toBe(3);
  expect([...ranking]).toEqual(hits.filter((hit) => hit.id !== 3));
  expect(
    Ranking.of(hits)
      .filter(() => false)
      .slice(0, 10),
  ).toEqual([]);
});

test('more distinct lists of terms than 16 bits number are told apart', () => {
  const many = Array.from({ length: 70_000 }, (_, id) => ({ id, terms: [`term${id}`] }));
  const ranking = Ranking.of(many);
  expect(ranking.at(69_999)).toEqual({ id: 69_999, terms: ['term69999'] });
  expect(ranking.filter((id) => id >= 65_536).at(0)).toEqual({ id: 65_536, terms: ['term65536'] });
});
