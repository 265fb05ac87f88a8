import { sidebarMethodPath } from '../../lib/site/sidebarTree';
import { render, screen } from '@testing-library/react';
import { referencePageProps } from '../../src/templates/apiReference/__fixtures__/referencePageProps';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import { operationForPage } from '../../lib/reference/budget';
import { normaliseFixture } from '../../lib/reference/__fixtures__/fixtureSpecs';
import type { MethodPageContext } from '../../lib/site/pageContext/apiReference';
import MethodTemplate from '../../src/templates/apiReference/MethodTemplate';
import { SearchService } from '../../server/search/searchService';
import { buildSearchIndex } from '../../lib/search/buildSearchIndex';
import { apiReferenceDocuments } from '../../gatsby/search/documents/apiReferenceDocuments';
import { withGeneratedExamples } from '../../gatsby/pages/apiReference/generatedExamples';
import { referencePages, sidebarSlice } from '../../gatsby/pages/apiReference/pageContexts';

// OAS 3.1 webhooks (docs/behaviour.md §2.1): a page each, a list page, a sidebar heading, search.

jest.mock('../../src/components/layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
const model = normaliseFixture('coverage-oas31.json');
const pages = referencePages(model, {
  siteUrl: 'http://localhost:9000',
  siblings: [model],
  operationForPage: (m, op) => withGeneratedExamples(m, operationForPage(m, op)),
});
const webhookUrl = '/docs/fixture-api/reference/webhooks/shapedeleted/';

// A build renders the sidebar slice; a unit test hands the tree to the page.
function renderPage(context: MethodPageContext) {
  const props = referencePageProps({ ...context, sidebar: sidebarSlice(model).context.sidebar });
  // the samples read the signed-in reader from the store
  return render(
    <Provider store={makeStore()}>
      <MethodTemplate {...props} />
    </Provider>,
  );
}

test('each webhook gets a page below the webhooks list page', () => {
  const list = pages.find((p) => p.path === '/docs/fixture-api/reference/webhooks/');
  expect(list?.template).toBe('category');
  const page = pages.find((p) => p.path === webhookUrl);
  expect(page?.template).toBe('method');
  const context = page!.context as MethodPageContext;
  expect(context.webhook).toBe(true);
  expect(context.operation.name).toBe('shapeDeleted');
  expect(context.breadcrumbs.map((c) => c.label)).toEqual([
    'Fixture API v1',
    'Webhooks',
    'shapeDeleted',
  ]);
  // only the schemes the webhook names travel with its page
  expect(Object.keys(context.securitySchemes ?? {})).toEqual(['apiKey']);
  // its payload has no example in the spec: one is generated, with values of the right kind
  // (an id that looks like one, a current date), never the placeholder "string"
  expect(context.operation.requestBody!.content[0].examples).toEqual([
    {
      name: 'generated',
      value: {
        shapeId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        ),
        at: expect.stringMatching(/^\d{4}-/),
      },
      generated: true,
    },
  ]);
});

test('the sidebar lists webhooks under their own heading, after the categories', () => {
  const { categories } = sidebarSlice(model).context.sidebar;
  const last = categories[categories.length - 1];
  expect(last.name).toBe('Webhooks');
  // the compact shape of every sidebar method: the page URL is the list's URL and the slug
  expect(last.resources[0].methods).toEqual([{ name: 'shapeDeleted', httpMethod: 'POST' }]);
  expect(sidebarMethodPath(last.resources[0], last.resources[0].methods[0])).toBe(webhookUrl);
});

test('search finds the webhook', () => {
  const docs = apiReferenceDocuments([model]);
  expect(docs.find((d) => d.url === webhookUrl)).toMatchObject({
    title: 'Webhook: shapeDeleted',
    kind: 'api',
  });
  const service = new SearchService(JSON.parse(JSON.stringify(buildSearchIndex(docs))));
  expect(service.search({ q: 'shapeDeleted' }).results[0]?.url).toBe(webhookUrl);
});

test('a webhook page shows the request the API sends and how it is signed, with no curl or explorer', () => {
  const context = pages.find((p) => p.path === webhookUrl)!.context as MethodPageContext;
  renderPage(context);
  expect(document.querySelector('.ref-endpoint')).toHaveTextContent(
    'POST Webhook shapeDeleted: the API sends this request to the URL you register.',
  );
  expect(screen.getByRole('region', { name: 'Authorization' })).toHaveTextContent(
    'apiKey · API key in header X-Webhook-Key',
  );
  expect(screen.getByText('generated')).toBeInTheDocument();
  expect(screen.queryByText(/curl/i)).toBeNull();
});

test('a method page shows the scopes its OAuth scheme needs and its callbacks', () => {
  const create = pages.find((p) => p.path.endsWith('/shapes/createshape/'))!;
  const context = create.context as MethodPageContext;
  renderPage(context);
  const security = screen.getByRole('region', { name: 'Authorization' });
  expect(security).toHaveTextContent('oauth · OAuth 2.0');
  expect(security).toHaveTextContent('implicit flow');
  expect(security).toHaveTextContent('shapes:write — Draw shapes');
  const callbacks = screen.getByRole('region', { name: 'Callbacks' });
  expect(callbacks).toHaveTextContent('shapeDrawn: POST {$request.query.callbackUrl}');
  expect(callbacks).toHaveTextContent('200');
  expect(screen.getByText('GetShape')).toBeInTheDocument();
});
