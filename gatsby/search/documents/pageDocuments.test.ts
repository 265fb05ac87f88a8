/** @jest-environment node */
import { pageDocument, pageKind } from './pageDocuments';

const html = (title: string, main: string) =>
  `<html><head><title>${title} | Developer Center</title><meta name="description" content="About it."/></head>` +
  `<body><nav>Menu</nav><main><div class="page-tools"><button>Copy page as Markdown</button></div>${main}</main></body></html>`;

describe('pageDocument', () => {
  it('reads title, h1 as an alias, body without chrome and anchored sections', () => {
    const doc = pageDocument(
      '/docs/esign-rest-api/quickstart/',
      html(
        'eSignature quickstart',
        '<h1>eSignature REST API quickstart</h1><p>Pick a language.</p><h2 id="run">Run it</h2><p>npm start</p>',
      ),
    );
    expect(doc).toEqual({
      id: '/docs/esign-rest-api/quickstart/',
      url: '/docs/esign-rest-api/quickstart/',
      title: 'eSignature quickstart',
      aliases: ['eSignature REST API quickstart'],
      kind: 'tool',
      category: 'Developer',
      summary: 'About it.',
      body: 'Pick a language. Run it npm start',
      headings: [],
      sections: [{ id: 'run', title: 'Run it' }],
    });
  });

  it('has no document for a page without a title', () => {
    expect(pageDocument('/x/', '<html><body><main></main></body></html>')).toBeUndefined();
  });
});

it('tells tools, blog posts and other pages apart', () => {
  expect(pageKind('/tools/postman/').kind).toBe('tool');
  expect(pageKind('/token-generator/').kind).toBe('tool');
  expect(pageKind('/blog/webhooks-at-scale/')).toEqual({ kind: 'blog', category: 'Blogs' });
  expect(pageKind('/blog/').kind).toBe('page');
  expect(pageKind('/platform/go-live/').kind).toBe('page');
});
