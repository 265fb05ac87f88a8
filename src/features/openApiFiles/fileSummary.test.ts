import { formatBytes, summarise } from './fileSummary';

describe('summarise', () => {
  it('counts the operations of a Swagger 2.0 file, leaving out path-level keys', () => {
    expect(
      summarise({
        swagger: '2.0',
        info: { title: 'eSignature REST API', version: 'v2.1' },
        tags: [{ name: 'Envelopes' }, { name: 'Templates' }],
        paths: {
          '/v2.1/accounts/{accountId}/envelopes': {
            parameters: [{ name: 'accountId', in: 'path' }],
            get: { tags: ['Envelopes'] },
            post: { tags: ['Envelopes'] },
          },
          '/v2.1/accounts/{accountId}/templates': { get: { tags: ['Templates'] } },
        },
      }),
    ).toEqual({
      title: 'eSignature REST API',
      version: 'v2.1',
      format: 'Swagger 2.0',
      operations: 3,
      paths: 2,
      tags: 2,
    });
  });

  it('reads OpenAPI 3.1, counting the tags its operations name when none are declared', () => {
    const summary = summarise({
      openapi: '3.1.0',
      info: { title: 'Click API', version: 'v1' },
      paths: { '/a': { get: { tags: ['A'] }, delete: { tags: ['B'] } }, '/b': { put: {} } },
    });
    expect(summary).toMatchObject({ format: 'OpenAPI 3.1.0', operations: 3, tags: 2 });
  });

  it('names what is missing instead of failing', () => {
    expect(summarise({ swagger: '2.0' })).toEqual({
      title: 'API description',
      version: '',
      format: 'Swagger 2.0',
      operations: 0,
      paths: 0,
      tags: 0,
    });
  });
});

describe('formatBytes', () => {
  it.each([
    [980, '980 bytes'],
    [12_700, '12.4 KB'],
    [3_250_000, '3.1 MB'],
    [150 * 1024, '150 KB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
