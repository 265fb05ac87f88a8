/** @jest-environment node */
import { isInternalPagePath, normalizeInternalPath, rewriteContentHref } from './links';

describe('normalizeInternalPath', () => {
  it('lower-cases the path and adds a trailing slash', () => {
    expect(normalizeInternalPath('/Docs/eSign-REST-API')).toBe('/docs/esign-rest-api/');
  });

  it('keeps an existing trailing slash single', () => {
    expect(normalizeInternalPath('/docs/click-api/')).toBe('/docs/click-api/');
  });

  it('leaves the root path without anything added', () => {
    expect(normalizeInternalPath('/')).toBe('/');
  });

  it.each(['/404.html', '/sitemap-index.xml', '/guides/Signing.PDF'])(
    'adds no slash to a file path (%s), only lower-cases it',
    (path) => {
      expect(normalizeInternalPath(path)).toBe(path.toLowerCase());
    },
  );

  it('keeps the query and the hash exactly as written', () => {
    expect(normalizeInternalPath('/Docs/Rooms-API?Tab=Go#Step-One')).toBe(
      '/docs/rooms-api/?Tab=Go#Step-One',
    );
    expect(normalizeInternalPath('/500.HTML#Top')).toBe('/500.html#Top');
  });

  it('returns a bare hash or query unchanged', () => {
    expect(normalizeInternalPath('#Headings')).toBe('#Headings');
    expect(normalizeInternalPath('?q=Envelope')).toBe('?q=Envelope');
  });
});

describe('isInternalPagePath', () => {
  it('accepts same-site page paths', () => {
    expect(isInternalPagePath('/docs/admin-api/')).toBe(true);
  });

  it('rejects other sites, protocol-relative links and server routes', () => {
    expect(isInternalPagePath('https://example.com/docs/')).toBe(false);
    expect(isInternalPagePath('//cdn.example.com/x')).toBe(false);
    expect(isInternalPagePath('/api/search?q=x')).toBe(false);
    expect(isInternalPagePath('/auth/login')).toBe(false);
    expect(isInternalPagePath('/swaggerfile/api_ESignature/v2.1')).toBe(false);
  });
});

describe('rewriteContentHref', () => {
  const from = '/docs/esign-rest-api/';

  it('normalises absolute page links', () => {
    expect(rewriteContentHref('/Docs/Click-API', from)).toBe('/docs/click-api/');
  });

  it('resolves relative links against the page they appear on', () => {
    expect(rewriteContentHref('How-To/Request-A-Signature', from)).toBe(
      '/docs/esign-rest-api/how-to/request-a-signature/',
    );
    expect(rewriteContentHref('../envelopes', '/docs/esign-rest-api/concepts/tabs/')).toBe(
      '/docs/esign-rest-api/concepts/envelopes/',
    );
  });

  it('leaves external links, mailto and in-page anchors untouched', () => {
    expect(rewriteContentHref('https://Example.com/A', from)).toBe('https://Example.com/A');
    expect(rewriteContentHref('mailto:dev@example.com', from)).toBe('mailto:dev@example.com');
    expect(rewriteContentHref('#Step-2', from)).toBe('#Step-2');
  });

  it('leaves server routes as written', () => {
    expect(rewriteContentHref('/swaggerfile/api_ESignature/Main', from)).toBe(
      '/swaggerfile/api_ESignature/Main',
    );
  });
});
