/** @jest-environment node */
import {
  categoryPath,
  methodPath,
  referenceBasePath,
  resourcePath,
  slugify,
  uniqueSlug,
} from './urls';

describe('reference URLs', () => {
  const model = { basePath: '/docs/esign-rest-api/reference/' };

  it('builds lower-case category, resource and method paths ending in a slash', () => {
    expect(categoryPath(model, { slug: 'envelopes' })).toBe(
      '/docs/esign-rest-api/reference/envelopes/',
    );
    expect(resourcePath(model, 'envelopes', 'envelopedocuments')).toBe(
      '/docs/esign-rest-api/reference/envelopes/envelopedocuments/',
    );
    expect(methodPath(model, 'envelopes', 'envelopes', { slug: 'create' })).toBe(
      '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    );
  });

  it('puts legacy versions under their version segment', () => {
    expect(referenceBasePath('/docs/esign-rest-api', 'v2.1', true)).toBe(
      '/docs/esign-rest-api/reference/',
    );
    expect(referenceBasePath('/docs/esign-rest-api/', 'V2', false)).toBe(
      '/docs/esign-rest-api/v2/reference/',
    );
  });

  it('slugifies names and keeps slugs unique within a list', () => {
    expect(slugify('Bulk Envelopes')).toBe('bulk-envelopes');
    expect(slugify('Envelopes_PostEnvelopes')).toBe('envelopes-postenvelopes');
    const taken = new Set<string>();
    expect(['get', 'get', 'get'].map((slug) => uniqueSlug(slug, taken))).toEqual([
      'get',
      'get-2',
      'get-3',
    ]);
  });
});
