import {
  isSameSitePath,
  SPEC_INVALID,
  SPEC_NOT_LOADED,
  SPEC_NOT_REGISTERED,
  specPreviewStatus,
} from './specPreview';

describe('specPreviewStatus', () => {
  it('a file that did not load', () => {
    expect(specPreviewStatus('esignature-v2.1', null)).toBe(SPEC_NOT_LOADED);
    expect(specPreviewStatus('esignature-v2.1', 'not json')).toBe(SPEC_NOT_LOADED);
  });

  it('a document without info', () => {
    expect(specPreviewStatus('esignature-v2.1', { openapi: '3.0.0', paths: {} })).toBe(
      SPEC_INVALID,
    );
  });

  it('a name outside the registry', () => {
    expect(specPreviewStatus('unknown-v9', { info: { title: 'X' } })).toBe(SPEC_NOT_REGISTERED);
  });

  it('a registered spec, primary or legacy version', () => {
    expect(specPreviewStatus('esignature-v2.1', { info: { title: 'eSignature' } })).toBeNull();
    expect(specPreviewStatus('esignature-v2', { info: { title: 'eSignature v2' } })).toBeNull();
  });
});

describe('isSameSitePath', () => {
  it('accepts site paths only', () => {
    expect(isSameSitePath('/swaggerfile/api_ESignature/v2.1')).toBe(true);
    expect(isSameSitePath('//elsewhere.test/x.json')).toBe(false);
    expect(isSameSitePath('http://elsewhere.test/x.json')).toBe(false);
  });
});
