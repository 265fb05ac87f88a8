import { parseSearchUrl, searchUrl } from './searchUrl';
import { snippetParts } from './snippetParts';

test('a search request survives the round trip through the address', () => {
  const url = searchUrl({ q: 'create envelope & more', category: 'Support', offset: 20 });
  expect(url).toBe('/search/?q=create+envelope+%26+more&category=Support&offset=20');
  expect(parseSearchUrl(url.split('?')[1])).toEqual({
    q: 'create envelope & more',
    category: 'Support',
    offset: 20,
  });
});

test('unknown categories and bad offsets fall back to All and 0', () => {
  expect(parseSearchUrl('?q=x&category=Marketing&offset=-3')).toEqual({
    q: 'x',
    category: null,
    offset: 0,
  });
});

test('a snippet becomes text parts, marks kept and entities decoded, no HTML', () => {
  expect(snippetParts('a &lt;b&gt; <mark>envelope</mark> &amp; c')).toEqual([
    { text: 'a <b> ', marked: false },
    { text: 'envelope', marked: true },
    { text: ' & c', marked: false },
  ]);
});
