/** @jest-environment node */
import { loadApiReferences, operationForPage, readRegistry } from '../../../lib/reference';
import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import { operationSample } from '../../../lib/samples/samples';
import { referencePages, sidebarSlice } from './pageContexts';
import type { ReferencePage } from './pageContexts';

// The bundled eSignature specs (v2.1 primary, v2 legacy) through the real pipeline.
let models: ApiReferenceModel[];
let pages: ReferencePage[];

beforeAll(async () => {
  const registry = readRegistry().filter((entry) => entry.route === '/docs/esign-rest-api');
  models = await loadApiReferences({ registry, warn: () => undefined });
  pages = models.flatMap((model) =>
    referencePages(model, {
      siteUrl: 'http://localhost:9000',
      registry: registry[0],
      siblings: models,
      operationForPage: (m, operation) => operationForPage(m, operation),
    }),
  );
});

const methodPages = () => pages.filter((p) => p.template === 'method');
const context = (path: string) => pages.find((p) => p.path === path)!.context as MethodPageContext;

test('every operation of every version gets exactly one method page', () => {
  const operations = models.flatMap((m) =>
    m.categories.flatMap((c) => c.resources.flatMap((r) => r.methods)),
  );
  expect(methodPages()).toHaveLength(operations.length);
  const paths = pages.map((p) => p.path);
  expect(new Set(paths).size).toBe(paths.length);
});

test('URLs are lower case with a trailing slash under the version base path', () => {
  for (const page of pages) {
    expect(page.path).toMatch(/^\/docs\/esign-rest-api\/(v2\/)?reference\/([a-z0-9.-]+\/)*$/);
  }
  expect(pages.filter((p) => p.template === 'landing').map((p) => p.path)).toEqual([
    '/docs/esign-rest-api/reference/',
    '/docs/esign-rest-api/v2/reference/',
  ]);
});

test('the version switcher of a method points at the same operation in v2', () => {
  const create = methodPages().find(
    (p) =>
      p.path.startsWith('/docs/esign-rest-api/reference/') && p.path.endsWith('/envelopes/create/'),
  )!;
  const { versions } = create.context as MethodPageContext;
  expect(versions.map((v) => v.version)).toEqual(['v2.1', 'v2']);
  expect(versions[0]).toMatchObject({ current: true, path: create.path });
  expect(versions[1].path).toBe(create.path.replace('/esign-rest-api/', '/esign-rest-api/v2/'));
  expect(context(versions[1].path).versions[0].path).toBe(create.path);
});

test('a method page carries its breadcrumbs, curl server, chunk folder and explorer flag', () => {
  const page = methodPages()[0];
  const ctx = page.context as MethodPageContext;
  expect(ctx.breadcrumbs).toHaveLength(4);
  expect(ctx.breadcrumbs[3].path).toBe(page.path);
  // The category and resource are named in the context, the same as their breadcrumbs.
  expect(ctx.category).toEqual({ name: ctx.breadcrumbs[1].label, path: ctx.breadcrumbs[1].path });
  expect(ctx.resource).toEqual({ name: ctx.breadcrumbs[2].label, path: ctx.breadcrumbs[2].path });
  expect(ctx.schemaChunkBase).toMatch(/^\/api-schemas\/esignature-v2\.1\/v2\.1\/$/);
  // The samples call the configured platform (the registry's demo base path) or a spec server.
  expect(ctx.platformBasePath).toBe('/restapi');
  expect(ctx.servers[0].url).toMatch(/^https:\/\//);
  expect(ctx.siteOrigin).toMatch(/^https?:\/\/[^/]+$/);
  expect(ctx.api.hasApiExplorer).toBe(true);
  expect(ctx.seo.title.length).toBeLessThanOrEqual(60);
  expect(ctx.seo.description.length).toBeLessThanOrEqual(150);
});

test('every method page context stays well under 100 KB', () => {
  const sizes = methodPages().map((p) => JSON.stringify(p.context).length);
  expect(Math.max(...sizes)).toBeLessThan(100 * 1024);
});

test("a method page carries its sample model: the SDK's call of every language, in little room", () => {
  const create = context('/docs/esign-rest-api/reference/envelopes/envelopes/create/');
  expect(create.sampleModel).toMatchObject({
    apiName: 'esignature-v2.1',
    httpMethod: 'POST',
    path: '/v2.1/accounts/{accountId}/envelopes',
    sdk: { service: 'Envelopes', method: 'createEnvelope' },
  });
  // What the page renders from it, with the reader's environment.
  const target = { baseUrl: 'https://demo.example.test/restapi' };
  const node = operationSample(create.sampleModel!, target, 'node');
  expect(node).toMatchObject({ kind: 'sdk', install: 'docusign-esign' });
  expect(node.code).toContain('envelopesApi.createEnvelope(');
  // v2 has no SDK of its own: its samples are plain HTTP.
  const legacy = context(create.versions[1].path).sampleModel!;
  expect(operationSample(legacy, target, 'node').kind).toBe('http');
  // Every method page has one, within a few KB (the page-data budget is 100 KB).
  const sizes = methodPages().map(
    (p) => JSON.stringify((p.context as MethodPageContext).sampleModel).length,
  );
  expect(sizes.every((size) => size > 100)).toBe(true);
  expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
});

test('the samples send the body the page shows, never the whole schema sampled', () => {
  // A body with no example of its own: the page shows a generated one, capped in size; a schema
  // hundreds of properties wide sampled whole made a 536 KB sample model.
  const [v21] = models;
  const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
  const shown = { emailSubject: 'The example the page shows', status: 'sent' };
  const withShown = (m: ApiReferenceModel, operation: OperationModel): OperationModel => {
    const page = operationForPage(m, operation);
    if (!page.requestBody) return page;
    const [first, ...rest] = page.requestBody.content;
    return {
      ...page,
      requestBody: {
        ...page.requestBody,
        content: [{ ...first, examples: [{ name: 'shown', value: shown }] }, ...rest],
      },
    };
  };
  const create = referencePages(v21, {
    siteUrl: 'http://localhost:9000',
    registry: readRegistry()[0],
    siblings: models,
    operationForPage: withShown,
  }).find((p) => p.path === createPath)!.context as MethodPageContext;
  const body = JSON.stringify(create.sampleModel!.body!.value);
  expect(body).toContain('The example the page shows');
  expect(body).not.toContain('recipients');
  const node = operationSample(create.sampleModel!, { baseUrl: 'https://x.test/restapi' }, 'node');
  expect(node.code).toContain('The example the page shows');
});

test('the sidebar is one slice per version, left out of every page context', () => {
  const [v21, v2] = models.map((model) => sidebarSlice(model, readRegistry()[0]));
  expect(v21.id).not.toBe(v2.id);
  expect(v21.context.sidebar.legacy).toBe(false);
  expect(v2.context.sidebar.legacy).toBe(true);
  expect(pages.every((page) => page.context.sidebar === undefined)).toBe(true);
});

test('no two reference pages share a title; the landing page names the site', () => {
  const titles = pages
    .filter((p) => p.template !== 'method')
    .map((p) => (p.context as { seo: { title: string } }).seo.title);
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  const landing = pages.find((p) => p.path === '/docs/esign-rest-api/reference/')!;
  expect((landing.context as { seo: { title: string } }).seo.title).toMatch(
    / \| Developer Center$/,
  );
});

test('a method page says where the configured platform serves its API, by the one rule', () => {
  const [model] = models;
  const pagesFor = (
    platform: { environment: 'demo' | 'production'; embedded: boolean },
    entry = {},
  ) =>
    referencePages(model, {
      siteUrl: 'http://localhost:9000',
      registry: { ...readRegistry()[0], ...entry },
      siblings: models,
      operationForPage: (m, operation) => operationForPage(m, operation),
      platform,
    }).find((p) => p.template === 'method')!.context as MethodPageContext;
  const ownHost = {
    environments: {
      demo: { baseUrl: 'https://api-d.example.test/esign' },
      production: { baseUrl: 'https://api.example.test/esign' },
    },
  };
  // Embedded: the local path under the sandbox's base_uri, whatever the entry names.
  expect(pagesFor({ environment: 'demo', embedded: true }, ownHost)).toMatchObject({
    platformBasePath: '/restapi',
  });
  expect(
    pagesFor({ environment: 'demo', embedded: true }, ownHost).platformBaseUrl,
  ).toBeUndefined();
  // Pointed at the platform: the API's own host of that environment, no path under base_uri.
  expect(pagesFor({ environment: 'production', embedded: false }, ownHost)).toMatchObject({
    platformBasePath: '',
    platformBaseUrl: 'https://api.example.test/esign',
  });
  expect(pagesFor({ environment: 'production', embedded: false })).toMatchObject({
    platformBasePath: '/restapi',
  });
});
