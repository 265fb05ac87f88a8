/**
 * @jest-environment node
 */
import { contentMethodLinks } from './explorerLinks';

test('every link of the content to a method page opens it in the explorer', () => {
  const links = contentMethodLinks();
  // The webhooks page links Connect: create twice (a link that finds nothing proves nothing).
  expect(links.length).toBeGreaterThanOrEqual(2);
  const withoutExplorer = links.filter((link) => !/\?explorer=true(&|#|$)/.test(link.href));
  expect(withoutExplorer).toEqual([]);
  expect(links).toContainEqual({
    file: 'pages/platform/webhooks.md',
    text: 'Create a webhook configuration',
    href: '/docs/esign-rest-api/reference/connect/connect/create/?explorer=true',
  });
});
