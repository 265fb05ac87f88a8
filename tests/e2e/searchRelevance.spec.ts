import { expect, test } from './fixtures';
import type { SearchIndexData } from '../../lib/search/searchIndexData';
import { readBuiltText } from '../../lib/builtFiles';
import { searchIndexFile } from '../../server/search/loadSearchService';
import type { SearchResponse, AutocompleteResponse } from '../../lib/search/searchContract';

// Issue #23: search finds everything the site publishes. Queries a developer types (tool names,
// guide and post titles, operation names in several casings, field names, error codes), each
// with the page that must come first or within the top three, asked of the real server over the
// index the build wrote.
const ENVELOPES = '/docs/esign-rest-api/reference/envelopes/envelopes/';
const QUERIES: [query: string, page: string, within: 1 | 3][] = [
  ['Postman', '/tools/postman/', 1],
  ['postman environment', '/tools/postman/', 1],
  ['go live', '/platform/go-live/', 1],
  ['quickstart', '/docs/esign-rest-api/quickstart/', 1],
  ['JWT Grant without surprises', '/blog/jwt-grant-without-surprises/', 1],
  ['webhooks', '/platform/webhooks/', 1],
  ['token generator', '/token-generator/', 1],
  ['API Explorer', '/tools/api-explorer/', 1],
  ['OpenAPI files', '/tools/openapi-files/', 1],
  ['listStatus', `${ENVELOPES}liststatuschanges/`, 1],
  ['liststatus', `${ENVELOPES}liststatuschanges/`, 1],
  ['LISTSTATUSCHANGES', `${ENVELOPES}liststatuschanges/`, 1],
  ['signHereTabs', `${ENVELOPES}create/`, 3],
  ['createEnvelope', `${ENVELOPES}create/`, 1],
  ['Envelopes_PostEnvelopes', `${ENVELOPES}create/`, 1],
  ['authentication', '/platform/auth/', 1],
  ['partner program', '/partner/', 1],
  ['support', '/support/', 1],
  ['get started', '/get-started/', 1],
  ['IDE extensions', '/tools/ide-extensions/', 1],
  ['invalid_grant', '/platform/auth/', 3],
  ['AUTHORIZATION_INVALID_TOKEN', '/platform/auth/', 3],
  ['JWT grant', '/platform/auth/', 3],
  ['webhooks at scale', '/blog/webhooks-at-scale/', 1],
  ['ISV integration guide', '/partner/integration-guide/', 1],
  ['developer support', '/support/', 1],
  ['sample apps', '/sample-apps/', 1],
  ['createenvelope', `${ENVELOPES}create/`, 1],
  ['envelopeId', `${ENVELOPES}get/`, 3],
  ['POST /v2.1/accounts/{accountId}/envelopes', `${ENVELOPES}create/`, 1],
  ['embedded signing', '/docs/esign-rest-api/how-to/embedded-signing/', 1],
  ['Maestro API', '/docs/maestro-api/', 3],
  [
    'WorkflowInstanceManagement',
    '/docs/maestro-api/reference/workflowinstancemanagement/workflowinstancemanagement/',
    3,
  ],
  [
    'workflowinstancemanagement',
    '/docs/maestro-api/reference/workflowinstancemanagement/workflowinstancemanagement/',
    3,
  ],
  [
    'getWorkflowInstance',
    '/docs/maestro-api/reference/workflowinstancemanagement/workflowinstancemanagement/getworkflowinstance/',
    3,
  ],
  ['open source', '/opensource/', 1],
  ['newsletter 2020', '/newsletter/2020/', 1],
  ['changelog', '/changelog/', 1],
  ['postmn', '/tools/postman/', 1],
  ['plan your ISV implementation', '/partner/plan-isv-implementation/', 1],
  ['customer success stories', '/success/', 1],
];

const pathOf = (url: string) => url.split('#')[0];

test(`${QUERIES.length} developer queries find their page first or in the top three`, async ({
  request,
}) => {
  const misses: string[] = [];
  for (const [q, page, within] of QUERIES) {
    const answer = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(answer.status()).toBe(200);
    const urls = ((await answer.json()) as SearchResponse).results.map((r) => pathOf(r.url));
    const at = urls.indexOf(page);
    if (at < 0 || at >= within)
      misses.push(`"${q}": ${page} at ${at + 1 || 'none'}, top: ${urls.slice(0, 3).join(' ')}`);
  }
  expect(misses).toEqual([]);
});

test('a section heading lands on its anchor', async ({ request }) => {
  const answer = await request.get('/api/search?q=JWT%20grant');
  const auth = ((await answer.json()) as SearchResponse).results.find(
    (r) => r.url === '/platform/auth/',
  );
  expect(auth?.section).toEqual({ title: 'JWT Grant', url: '/platform/auth/#jwt-grant' });
});

test('autocomplete for "webhooks" lists the guide and the blog post', async ({ request }) => {
  const answer = await request.get('/api/autocomplete?q=webhooks');
  const urls = ((await answer.json()) as AutocompleteResponse).suggestions.map((s) => s.url);
  expect(urls[0]).toBe('/platform/webhooks/');
  expect(urls).toContain('/blog/webhooks-at-scale/');
});

test('every page of the sitemap is a search document', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(pages).toContain('/success/');
  // The index the server loaded, as the build wrote it.
  const index = JSON.parse(
    readBuiltText(searchIndexFile(process.env.PUBLIC_DIR ?? 'public')),
  ) as SearchIndexData;
  const indexed = new Set(index.documents.map((document) => document.url));
  expect(pages.filter((page) => !indexed.has(page))).toEqual([]);
});
