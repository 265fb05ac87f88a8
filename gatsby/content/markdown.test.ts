/**
 * @jest-environment node
 */
import { renderMarkdown } from './markdown';

test('code blocks can take keyboard focus, so a reader can scroll them without a mouse', () => {
  const { html } = renderMarkdown('```js\nconst x = 1;\n```\n\n    indented\n', '/docs/a/');
  expect(html.match(/<pre tabindex="0">/g)).toHaveLength(2);
});

it('puts a table in its own scrolling box, so a phone scrolls the table and not the page', () => {
  const { html } = renderMarkdown('| Name | Type |\n|---|---|\n| accountId | string |\n', '/docs/');
  expect(html).toMatch(
    /^<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>/,
  );
  expect(html).toMatch(/<\/table><\/div>\n$/);
});
