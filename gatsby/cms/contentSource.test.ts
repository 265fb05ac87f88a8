import { DELIVERY_HOST, PREVIEW_HOST, selectContentSource } from './contentSource';

describe('selectContentSource', () => {
  it('uses local content without credentials, saying so in one line', () => {
    const source = selectContentSource({});
    expect(source.kind).toBe('local');
    expect(source.logLine).toMatch(/^\[devcenter\] CMS source off .*local content/);
    expect(source.logLine).not.toContain('\n');
  });

  it('uses the delivery host with a space and a delivery token', () => {
    const source = selectContentSource({
      CONTENTFUL_SPACE_ID: 'sp1',
      CONTENTFUL_ACCESS_TOKEN: 'tok',
    });
    expect(source.kind).toBe('contentful');
    if (source.kind !== 'contentful') return;
    expect(source.mode).toBe('delivery');
    expect(source.plugin.options).toEqual({
      spaceId: 'sp1',
      accessToken: 'tok',
      host: DELIVERY_HOST,
      environment: 'master',
    });
    expect(source.logLine).not.toContain('tok');
  });

  it('uses the preview host and the preview token in preview mode', () => {
    const source = selectContentSource({
      CONTENTFUL_SPACE_ID: 'sp1',
      CONTENTFUL_ACCESS_TOKEN: 'delivery',
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'draft',
      CONTENTFUL_PREVIEW: '1',
      CONTENTFUL_ENVIRONMENT: 'staging',
    });
    if (source.kind !== 'contentful') throw new Error('expected contentful');
    expect(source.mode).toBe('preview');
    expect(source.plugin.options).toMatchObject({
      accessToken: 'draft',
      host: PREVIEW_HOST,
      environment: 'staging',
    });
  });

  it('falls back to local content in preview mode without a preview token', () => {
    const source = selectContentSource({
      CONTENTFUL_SPACE_ID: 'sp1',
      CONTENTFUL_ACCESS_TOKEN: 'delivery',
      CONTENTFUL_PREVIEW: 'true',
    });
    expect(source.kind).toBe('local');
    expect(source.logLine).toContain('CONTENTFUL_PREVIEW_ACCESS_TOKEN');
  });
});
