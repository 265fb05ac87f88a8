/**
 * @jest-environment node
 */
import { renderMarkdown } from './markdown';

test('code blocks can take keyboard focus, so a reader can scroll them without a mouse', () => {
  const { html } = renderMarkdown('```js\nconst x = 1;\n```\n\n    indented\n', '/docs/a/');
  expect(html.match(/<pre tabindex="0">/g)).toHaveLength(2);
});
