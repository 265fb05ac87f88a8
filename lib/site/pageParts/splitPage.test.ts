import { PAGE_CONTEXT_BYTES } from './budget';
import { jsonBytes } from './bytes';
import { joinPage } from './joinPage';
import { pagePartRefs } from './refs';
import { splitPage } from './splitPage';

const words = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => `${seed}${i} café`).join(' ');

/** About 1 MB of a method page's shapes: a wide schema, a huge enum, a long text, an example. */
function bigContext() {
  const properties = Array.from({ length: 2500 }, (_, i) => ({
    name: `field${i}`,
    schema: { type: 'string', descriptionHtml: `<p>${words(20, `d${i}-`)}</p>`, constraints: {} },
  }));
  return {
    pagePath: '/docs/x/reference/agreements/getagreement/',
    seo: { title: 'Get agreement', description: 'One agreement.' },
    operation: {
      descriptionHtml: `<h2>Notes</h2>${'<p>A table row and some code.</p>'.repeat(3000)}`,
      responses: [
        {
          status: '200',
          content: [{ mediaType: 'application/json', schema: { type: 'object', properties } }],
        },
      ],
      parameters: [
        { name: 'status', schema: { enum: Array.from({ length: 6000 }, (_, i) => `STATUS_${i}`) } },
      ],
      example: Object.fromEntries(
        Array.from({ length: 400 }, (_, i) => [`key${i}`, { value: words(8, `v${i}`) }]),
      ),
    },
  };
}

test('a 1 MB context goes under budget, and its parts round-trip', () => {
  const context = bigContext();
  expect(jsonBytes(context)).toBeGreaterThan(1024 * 1024);
  const { data, parts, bytes } = splitPage(context);
  expect(bytes).toBeLessThanOrEqual(PAGE_CONTEXT_BYTES);
  expect(jsonBytes(data)).toBe(bytes);
  // what the Head reads stays on the page
  expect(data.seo).toEqual(context.seo);
  const refs = pagePartRefs(data);
  expect(refs.length).toBeGreaterThan(0);
  expect(new Set(refs.map((ref) => ref.part))).toEqual(new Set(parts.keys()));
  // as the browser gets them: each part a JSON file of its own
  const fetched = Object.fromEntries([...parts].map(([name, json]) => [name, JSON.parse(json)]));
  expect(joinPage(data, fetched)).toEqual(context);
  expect(jsonBytes(context)).toBe(jsonBytes(bigContext())); // the input is left as it was
});

test('a context within budget is the same object, with no parts', () => {
  const context = { pagePath: '/a/', body: words(100, 'w') };
  const { data, parts } = splitPage(context);
  expect(data).toBe(context);
  expect(parts.size).toBe(0);
  expect(pagePartRefs(data)).toEqual([]);
  expect(joinPage(data, {})).toBe(data);
});

test('a page just over keeps its sections and loses the tail of one deep list', () => {
  const list = Array.from({ length: 400 }, (_, i) => words(5, `item${i}-`));
  const context = { intro: words(300, 'i'), sections: [{ title: 'A', list }], outro: 'end' };
  const budget = jsonBytes(context) - 2000;
  const { data } = splitPage(context, budget);
  const [ref] = pagePartRefs(data);
  expect(pagePartRefs(data)).toHaveLength(1);
  expect(ref).toMatchObject({ path: ['sections', 0, 'list'], kind: 'tail' });
  expect(data.intro).toBe(context.intro);
  expect(data.sections[0].list.length).toBeGreaterThan(300);
});

test('joinPage names a part that did not arrive', () => {
  const { data } = splitPage({ text: words(3000, 't') }, 2048);
  expect(() => joinPage(data, {})).toThrow(/page part [0-9a-f]{16} is missing/);
});
