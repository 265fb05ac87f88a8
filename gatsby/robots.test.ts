import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  const text = robotsTxt('https://developers.example.test/');

  it('points at the sitemap index with an absolute URL', () => {
    expect(text).toContain('Sitemap: https://developers.example.test/sitemap-index.xml');
  });

  it('disallows the no-index sections and beta paths of docs/behaviour.md §2', () => {
    expect(text).toContain('Disallow: /docs/docgensend-api/');
    expect(text).toContain('Disallow: /docs/esign-soap-api/');
    expect(text).toContain('Disallow: /docs/navigator-api/');
    expect(text).toContain('Disallow: /*beta');
  });

  it('does not disallow ordinary documentation', () => {
    expect(text).not.toMatch(/Disallow: \/docs\/esign-rest-api/);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
  });
});
