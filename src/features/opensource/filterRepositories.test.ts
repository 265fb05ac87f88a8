import { filterRepositories } from './filterRepositories';

const repositories = [
  { name: 'b', url: 'u', language: 'Python', topics: ['sdk'], stars: 3 },
  { name: 'a', url: 'u', language: 'Python', topics: ['sample-app'], stars: 3 },
  { name: 'c', url: 'u', language: 'Java', topics: ['sdk'], stars: 9 },
  { name: 'd', url: 'u' },
];
const names = (list: { name: string }[]) => list.map((repository) => repository.name);

it('keeps every repository without filters, most starred first, then by name', () => {
  expect(names(filterRepositories(repositories, { language: '', topic: '' }))).toEqual([
    'c',
    'a',
    'b',
    'd',
  ]);
});

it('filters by language, by topic, and by both', () => {
  expect(names(filterRepositories(repositories, { language: 'Python', topic: '' }))).toEqual([
    'a',
    'b',
  ]);
  expect(names(filterRepositories(repositories, { language: '', topic: 'sdk' }))).toEqual([
    'c',
    'b',
  ]);
  expect(
    names(filterRepositories(repositories, { language: 'Java', topic: 'sample-app' })),
  ).toEqual([]);
});
