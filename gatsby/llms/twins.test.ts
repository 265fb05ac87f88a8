/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import {
  categoryPath,
  methodPath,
  referenceCatalog,
  resourcePath,
  type ApiReferenceModel,
} from '../../lib/reference';
import { pageOperation } from '../pages/apiReference/generatedExamples';
import { methodTwins, pageMarkdown, twinSources } from './twins';

/** Every reference page of the catalog: base, category, resource and method paths. */
function referencePages(models: ApiReferenceModel[]): Set<string> {
  const pages = new Set<string>();
  for (const model of models) {
    pages.add(model.basePath);
    for (const category of model.categories) {
      pages.add(categoryPath(model, category));
      for (const resource of category.resources) {
        pages.add(resourcePath(model, category, resource));
        for (const method of resource.methods)
          pages.add(methodPath(model, category, resource, method));
      }
    }
  }
  return pages;
}

const SITE = 'http://localhost:9000';
const markdown = new MarkdownIt();
const links = (text: string) =>
  markdown
    .parse(text, {})
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'link_open')
    .map((token) => token.attrGet('href') ?? '');

describe('markdown twins of method pages', () => {
  let models: ApiReferenceModel[];
  beforeAll(async () => {
    models = await referenceCatalog(() => undefined);
  }, 60_000);

  it('exist for every method page, parse, and link only to existing pages', () => {
    const pages = referencePages(models);
    const twins = methodTwins(models);
    const methodPages = [...pages].filter((page) => twins.has(page));
    expect(methodPages.length).toBe(twins.size);
    for (const [page, twin] of twins) {
      const text = twin.render();
      const tokens = markdown.parse(text, {});
      expect(tokens[0]).toMatchObject({ type: 'heading_open', tag: 'h1' });
      for (const href of links(text)) {
        if (!pages.has(href)) throw new Error(`${page}index.md links to ${href}, not a page`);
      }
    }
  });

  it('give method and path, parameters, the body schema to the page budget and curl', () => {
    const create = [...methodTwins(models)].find(([page]) =>
      page.endsWith('/esign-rest-api/reference/envelopes/envelopes/create/'),
    );
    const text = create![1].render();
    // the page's own heading (methodHeading), as its HTML says it
    expect(create![1].title).toBe('Envelopes: create');
    expect(text).toContain('# Envelopes: create\n\n`POST /v2.1/accounts/{accountId}/envelopes`');
    expect(text).toMatch(/\| `accountId` \| path \| string \(uuid\) \| yes \|/);
    expect(text).toContain('Schema: `envelopeDefinition`');
    // nested levels the page carries, e.g. recipients → signers → tabs
    expect(text).toMatch(/\n {4}- `tabs` \(tabs\)/);
    expect(markdown.render(text)).toContain('<table>');
  });

  it('are made from the operation the build stored for their page, the same twin as made again', () => {
    const CREATE = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
    const primary = models.find((model) => model.basePath === '/docs/esign-rest-api/reference/')!;
    const method = primary.categories
      .flatMap((category) => category.resources)
      .flatMap((resource) => resource.methods)
      .find((candidate) => candidate.operationId === 'Envelopes_PostEnvelopes')!;
    const stored = pageOperation(primary, method);
    const storedTwin = (operation = stored) =>
      methodTwins(models, SITE, undefined, (pathname) =>
        pathname === CREATE ? operation : undefined,
      )
        .get(CREATE)!
        .render();
    expect(storedTwin()).toBe(methodTwins(models, SITE).get(CREATE)!.render());
    // what the page stored is what the twin says
    expect(storedTwin({ ...stored, summary: 'As stored for the page' })).toContain(
      '**As stored for the page**',
    );
  });

  it('hide what the page hides by direction and name it, as the page does', () => {
    const create = methodTwins(models)
      .get('/docs/esign-rest-api/reference/envelopes/envelopes/create/')!
      .render();
    const request = create.slice(create.indexOf('## Request body'), create.indexOf('## Responses'));
    // recipientCount is read only: the platform fills it, a request never sends it
    expect(request).not.toMatch(/- `recipientCount`/);
    expect(request).toContain('Not shown in the request: recipientCount');
    const responses = create.slice(create.indexOf('## Responses'));
    expect(responses).not.toContain('Not shown in the request');
  });

  it("call the page's default environment with the page's own curl command", () => {
    const create = methodTwins(models, 'http://127.0.0.1:9401')
      .get('/docs/esign-rest-api/reference/envelopes/envelopes/create/')!
      .render();
    expect(create).toContain(
      "```sh\ncurl --request POST \\\n  --url 'http://127.0.0.1:9401/sandbox/restapi/v2.1/accounts/{accountId}/envelopes'",
    );
    expect(create).not.toContain('demo.esign.example.com');
  });

  it("key each twin by what it is made from: a changed model changes only its own pages' keys", () => {
    const CREATE =
      'http://localhost:9000/docs/esign-rest-api/reference/envelopes/envelopes/create/';
    const primary = models.find((model) => model.basePath === '/docs/esign-rest-api/reference/')!;
    const other = models.find((model) => model !== primary && model.categories.length > 0)!;
    const [category] = other.categories;
    const [resource] = category.resources;
    const OTHER = `http://localhost:9000${methodPath(other, category, resource, resource.methods[0])}`;
    const page = (url: string) => ({ url, title: 'Title', summary: '', section: '' });
    const keys = (given: ApiReferenceModel[], title = 'Title') => {
      const source = twinSources(fs.mkdtempSync(path.join(os.tmpdir(), 'twins-')), given, SITE);
      return [CREATE, OTHER].map((url) => source({ ...page(url), title }).key);
    };
    const before = keys(models);
    expect(keys(models)).toEqual(before);
    const edited = { ...primary, displayName: `${primary.displayName} (edited)` };
    const after = keys(models.map((model) => (model === primary ? edited : model)));
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    // a method's twin is titled by its page's heading, whatever title the page is listed under
    expect(keys(models, 'Another title')).toEqual(before);
  });

  it("key a method's twin by its own operation: an edit to another method leaves it alone", () => {
    const primary = models.find((model) => model.basePath === '/docs/esign-rest-api/reference/')!;
    const envelopes = primary.categories.find((category) => category.slug === 'envelopes')!;
    const resource = envelopes.resources.find((candidate) => candidate.slug === 'envelopes')!;
    const create = resource.methods.find((method) => method.slug === 'create')!;
    const sibling = resource.methods.find((method) => method !== create)!;
    const urls = [create, sibling].map(
      (method) => `${SITE}${methodPath(primary, envelopes, resource, method)}`,
    );
    const keys = (given: ApiReferenceModel[]) => {
      const source = twinSources(fs.mkdtempSync(path.join(os.tmpdir(), 'twins-')), given, SITE);
      return urls.map((url) => source({ url, title: 'Title', summary: '', section: '' }).key);
    };
    const before = keys(models);
    // the sibling's summary edited, as an author edits one operation of a spec
    const edited: ApiReferenceModel = {
      ...primary,
      categories: primary.categories.map((category) => ({
        ...category,
        resources: category.resources.map((candidate) => ({
          ...candidate,
          methods: candidate.methods.map((method) =>
            method === sibling ? { ...method, summary: `${method.summary} Edited.` } : method,
          ),
        })),
      })),
    };
    const after = keys(models.map((model) => (model === primary ? edited : model)));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });
});

it('a page other than a method page keeps its title, summary and text', () => {
  const text = pageMarkdown({
    url: 'http://localhost/docs/',
    title: 'Docs',
    summary: 'All guides.',
    section: 'Docs',
    body: 'Start here.',
  });
  expect(text).toBe('# Docs\n\nAll guides.\n\nStart here.\n');
});
