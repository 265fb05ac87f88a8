/** @jest-environment node */
import { fixtureEntry } from '../../../lib/reference/__fixtures__/fixtureSpecs';
import { normaliseSpec, operationForPage } from '../../../lib/reference';
import type {
  CategoryPageContext,
  ResourcePageContext,
} from '../../../lib/site/pageContext/apiReference';
import { LIST_PAGE_BYTES, listPagePaths, pageItems } from './listPages';
import { referencePages } from './pageContexts';

/** 100 KB: what every page-data file may weigh (docs/behaviour.md §9). */
const PAGE_DATA_BUDGET = 100 * 1024;
const long = (n: number) =>
  `Summary ${n}: ${'lists and filters what the account holds. '.repeat(6)}`;

/** One category, "Templates" with 700 methods and "Folders" with 40, long summaries each. */
function longListSpec() {
  const paths: Record<string, object> = {};
  const add = (tag: string, count: number) => {
    for (let i = 0; i < count; i += 1)
      paths[`/accounts/{accountId}/${tag.toLowerCase()}/${i}/items/{itemId}/parts`] = {
        get: {
          tags: [tag],
          operationId: `${tag}_Get${i}`,
          summary: long(i),
          responses: { '200': { description: 'OK' } },
        },
      };
  };
  add('Templates', 700);
  add('Folders', 40);
  return {
    openapi: '3.0.3',
    info: { title: 'Long lists', version: 'v1' },
    'x-ds-categories': [{ name: 'Library', summary: 'Templates and folders' }],
    tags: [
      { name: 'Templates', 'x-ds-category': 'Library' },
      { name: 'Folders', 'x-ds-category': 'Library' },
    ],
    paths,
  };
}

const model = normaliseSpec(longListSpec(), {
  file: 'long.json',
  entry: fixtureEntry(),
  version: 'v1',
  isPrimary: true,
  basePath: '/docs/long-api/reference/',
  warn: () => undefined,
});
const pages = referencePages(model, {
  siteUrl: 'http://localhost:9000',
  siblings: [model],
  operationForPage: (m, operation) => operationForPage(m, operation),
});
const ofTemplate = <T>(template: string) =>
  pages.filter((page) => page.template === template).map((page) => page.context as T);

test('runs of items stay within the budget, an item over it alone on its page', () => {
  const items = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(200), 'd'.repeat(10)];
  expect(pageItems(items, 100).map((page) => page.length)).toEqual([2, 1, 1]);
  expect(pageItems([], 100)).toEqual([[]]);
});

test('later pages of a list get their own URLs, never one of the items', () => {
  expect(listPagePaths('/r/cat/', 3, ['page-2', 'folders'])).toEqual([
    '/r/cat/',
    '/r/cat/page-2-2/',
    '/r/cat/page-3/',
  ]);
});

test('a category whose list passes the budget continues over pages, each within 100 KB', () => {
  const categoryPages = ofTemplate<CategoryPageContext>('category');
  expect(categoryPages.length).toBeGreaterThan(2);
  for (const context of categoryPages) {
    expect(JSON.stringify(context).length).toBeLessThan(PAGE_DATA_BUDGET);
    expect(JSON.stringify(context.resources).length).toBeLessThanOrEqual(LIST_PAGE_BYTES);
  }
  const listed = categoryPages.flatMap((c) => c.resources.flatMap((r) => r.methods));
  expect(listed).toHaveLength(740);
  expect(new Set(listed.map((m) => m.path)).size).toBe(740);
  // Templates continues onto later pages; its first page is the category's own.
  const [first, second] = categoryPages;
  expect(first.pagePath).toBe('/docs/long-api/reference/library/');
  expect(second.pagePath).toBe('/docs/long-api/reference/library/page-2/');
  expect(second.resources[0]).toMatchObject({ name: 'Templates', continued: true });
  expect(second.pager).toEqual({ current: 2, pages: first.pager!.pages });
  expect(second.seo.title).toContain('(page 2 of');
  expect(second.breadcrumbs.at(-1)).toEqual({ label: 'Page 2', path: second.pagePath });
  expect(second.category.descriptionHtml).toBe('');
});

test('a resource with more methods than one page holds continues the same way', () => {
  const templates = ofTemplate<ResourcePageContext>('resource').filter(
    (context) => context.resource.name === 'Templates',
  );
  expect(templates.length).toBeGreaterThan(1);
  for (const context of templates)
    expect(JSON.stringify(context).length).toBeLessThan(PAGE_DATA_BUDGET);
  expect(templates.flatMap((context) => context.resource.methods)).toHaveLength(700);
  expect(templates[1].pagePath).toBe('/docs/long-api/reference/library/templates/page-2/');
  const folders = ofTemplate<ResourcePageContext>('resource').filter(
    (context) => context.resource.name === 'Folders',
  );
  expect(folders).toHaveLength(1);
  expect(folders[0].pager).toBeUndefined();
});

test('a category page lists its resources without their descriptions, shown on their own pages', () => {
  for (const context of ofTemplate<CategoryPageContext>('category'))
    for (const resource of context.resources)
      expect(resource).not.toHaveProperty('descriptionHtml');
});

test('every page path is created once', () => {
  const paths = pages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
});
