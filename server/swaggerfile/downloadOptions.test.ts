/** @jest-environment node */
import {
  applyDownloadOptions,
  genericValue,
  withGenericExamples,
  withoutTags,
} from './downloadOptions';

const SPEC = {
  openapi: '3.0.3',
  tags: [{ name: 'Envelopes' }, { name: 'todo' }, { name: 'Not-Public' }],
  paths: {
    '/envelopes': {
      parameters: [{ name: 'accountId', in: 'path' }],
      get: { tags: ['Envelopes'], operationId: 'list' },
      post: { tags: ['Envelopes', 'TODO'], operationId: 'create' },
    },
    '/internal': { get: { tags: ['not-public'] } },
  },
};

describe('excluded tags', () => {
  it('leave out the tagged operations, paths left without one, and the tags themselves', () => {
    const result = withoutTags(SPEC, ['todo', 'not-public']);
    expect(result.paths).toEqual({
      '/envelopes': {
        parameters: [{ name: 'accountId', in: 'path' }],
        get: { tags: ['Envelopes'], operationId: 'list' },
      },
    });
    expect(result.tags).toEqual([{ name: 'Envelopes' }]);
    // The description itself is not changed.
    expect(Object.keys(SPEC.paths)).toEqual(['/envelopes', '/internal']);
  });
});

describe('generic examples', () => {
  it('keep the shape and replace the data', () => {
    expect(
      genericValue({
        envelopeId: '3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b',
        email: 'pat.jones@example.com',
        name: 'Pat Jones',
        status: 'sent',
        sentDateTime: '2025-03-01T10:00:00.000Z',
        count: 12,
        urlToPublishTo: 'https://hooks.acme.test/esign',
        recipientId: '17',
        enabled: true,
        list: [{ note: 'Hello there' }],
      }),
    ).toEqual({
      envelopeId: '00000000-0000-0000-0000-000000000000',
      email: 'user@example.com',
      name: 'string',
      status: 'sent',
      sentDateTime: '2025-01-01T00:00:00Z',
      count: 0,
      urlToPublishTo: 'https://example.com',
      recipientId: '1',
      enabled: true,
      list: [{ note: 'string' }],
    });
  });

  it('reach example, x-example, OAS 3 and Swagger 2 examples and x-ds-examples, leaving refs', () => {
    const result = withGenericExamples({
      components: { schemas: { A: { properties: { id: { type: 'string', example: 'Ab Cd' } } } } },
      parameters: [{ name: 'q', 'x-example': 'Pat' }],
      content: {
        'application/json': { examples: { one: { value: { n: 5 } }, two: { $ref: '#/x' } } },
      },
      responses: { 200: { examples: { 'application/json': { email: 'a@b.co' } } } },
      'x-ds-examples': [
        { name: 'send', summary: 'Send it', value: { emailSubject: 'Please sign' } },
      ],
    });
    expect(result).toEqual({
      components: { schemas: { A: { properties: { id: { type: 'string', example: 'string' } } } } },
      parameters: [{ name: 'q', 'x-example': 'string' }],
      content: {
        'application/json': { examples: { one: { value: { n: 0 } }, two: { $ref: '#/x' } } },
      },
      responses: { 200: { examples: { 'application/json': { email: 'user@example.com' } } } },
      'x-ds-examples': [{ name: 'send', summary: 'Send it', value: { emailSubject: 'string' } }],
    });
  });
});

it('applies the options given and returns the text unchanged without any', () => {
  const json = JSON.stringify(SPEC);
  expect(applyDownloadOptions(json, {})).toBe(json);
  const filtered = JSON.parse(applyDownloadOptions(json, { excludeTags: ['todo,not-public'] }));
  expect(Object.keys(filtered.paths)).toEqual(['/envelopes']);
});
