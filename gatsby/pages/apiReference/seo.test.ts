/** @jest-environment node */
import { isNoIndexReferencePage, pageSeo, textOf } from './seo';

test('titles and descriptions are cut to 60 and 150 characters at a word', () => {
  const long = 'Creates an envelope or a draft with documents, recipients and tabs. '.repeat(5);
  const seo = pageSeo({
    title: long,
    description: long,
    path: '/docs/x/reference/',
    siteUrl: 'http://h',
  });
  expect(seo.title.length).toBeLessThanOrEqual(60);
  expect(seo.description.length).toBeLessThanOrEqual(150);
  expect(seo.title.endsWith('…')).toBe(true);
  // the site's name follows when it fits, as on every other page
  expect(pageSeo({ title: 'short', description: '', path: '/p/', siteUrl: 'http://h' }).title).toBe(
    'short | Developer Center',
  );
});

test('the canonical URL is the site URL plus the page path', () => {
  expect(
    pageSeo({
      title: 't',
      description: '',
      path: '/docs/a/reference/',
      siteUrl: 'https://dev.example.test/',
    }),
  ).toMatchObject({ canonical: 'https://dev.example.test/docs/a/reference/', description: 't' });
});

test('docgensend-api, esign-soap-api and beta paths or tags are not indexed', () => {
  expect(isNoIndexReferencePage('/docs/docgensend-api/reference/')).toBe(true);
  expect(isNoIndexReferencePage('/docs/esign-soap-api/reference/x/')).toBe(true);
  expect(isNoIndexReferencePage('/docs/navigator-api/beta/reference/')).toBe(true);
  expect(isNoIndexReferencePage('/docs/workspaces-api/reference/', 'Beta')).toBe(true);
  expect(isNoIndexReferencePage('/docs/esign-rest-api/reference/', 'Limited Availability')).toBe(
    false,
  );
  expect(isNoIndexReferencePage('/docs/esign-rest-api/reference/')).toBe(false);
});

test('reference pages follow the site-wide no-index rule of lib/site/noindex.ts', () => {
  // the Beta APIs of the registry are no-index by their base path, tag or not
  expect(isNoIndexReferencePage('/docs/navigator-api/reference/agreements/')).toBe(true);
  // "beta" counts as a path segment, not as letters inside a word
  expect(isNoIndexReferencePage('/docs/esign-rest-api/reference/alphabetagroups/')).toBe(false);
  expect(isNoIndexReferencePage('/docs/esign-rest-api/v2-beta/reference/')).toBe(true);
});

test('descriptions lose their markup', () => {
  expect(textOf('<p>Sends <strong>an</strong> envelope &amp; more.</p>')).toBe(
    'Sends an envelope & more.',
  );
});
