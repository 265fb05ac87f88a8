import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { requestHar, TOKEN_PLACEHOLDER } from './requestHar';

const create: ApiExplorerRequest = {
  method: 'POST',
  endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}/views',
  apiName: 'esignature',
  categoryName: 'Envelopes',
  resourceName: 'Envelopes',
  methodName: 'create',
  contentType: 'application/json',
  accept: 'application/json',
  pathParameters: { accountId: 'a b/c' },
  queryParameters: { merge_roles_on_draft: 'true', count: '', 'x&y': 'p=q' },
  customHeaderParameters: [
    { name: 'Accept-Language', value: 'en' },
    { name: 'X-DocuSign-Edit', value: '' },
  ],
  body: { emailSubject: 'Hi' },
};

describe('requestHar', () => {
  it('fills and encodes path values, leaving unfilled ones as {placeholders}', () => {
    const har = requestHar(create, 'https://demo.example.test/restapi/');
    expect(har.url).toBe(
      'https://demo.example.test/restapi/v2.1/accounts/a%20b%2Fc/envelopes/{envelopeId}/views',
    );
  });

  it('lists the non-empty query values, unencoded (httpsnippet encodes them)', () => {
    expect(requestHar(create, 'https://x.test').queryString).toEqual([
      { name: 'merge_roles_on_draft', value: 'true' },
      { name: 'x&y', value: 'p=q' },
    ]);
  });

  it('sends the token placeholder, custom headers, content type and accept', () => {
    expect(requestHar(create, 'https://x.test').headers).toEqual([
      { name: 'Authorization', value: `Bearer ${TOKEN_PLACEHOLDER}` },
      { name: 'Accept-Language', value: 'en' },
      { name: 'Content-Type', value: 'application/json' },
      { name: 'Accept', value: 'application/json' },
    ]);
  });

  it('never lets a custom header replace the Authorization placeholder', () => {
    const har = requestHar(
      { ...create, customHeaderParameters: [{ name: 'authorization', value: 'Bearer real' }] },
      'https://x.test',
    );
    expect(JSON.stringify(har)).not.toContain('real');
  });

  it('carries the body as JSON text', () => {
    expect(requestHar(create, 'https://x.test').postData).toEqual({
      mimeType: 'application/json',
      text: '{"emailSubject":"Hi"}',
    });
  });

  it('has no body, Content-Type or text on a GET', () => {
    const har = requestHar({ ...create, method: 'GET', accept: undefined }, 'https://x.test');
    expect(har.postData).toEqual({ mimeType: 'application/octet-stream' });
    expect(har.headers.map((header) => header.name)).toEqual(['Authorization', 'Accept-Language']);
  });

  // File uploads (multipart) are the one other format it sends: see multipart/uploadSamples.
  it('describes a body it sends as JSON even when the operation names another type', () => {
    const har = requestHar({ ...create, contentType: 'application/xml' }, 'https://x.test');
    expect(har.postData.mimeType).toBe('application/json');
    const vendorJson = requestHar(
      { ...create, contentType: 'application/vnd.api+json' },
      'https://x.test',
    );
    expect(vendorJson.postData.mimeType).toBe('application/vnd.api+json');
  });

  it('carries the user\'s token only when it is given (the "show my token" toggle)', () => {
    const shown = requestHar(create, 'https://x.test', 'tok-9').headers;
    expect(shown[0]).toEqual({ name: 'Authorization', value: 'Bearer tok-9' });
    expect(requestHar(create, 'https://x.test', undefined).headers[0].value).toBe(
      `Bearer ${TOKEN_PLACEHOLDER}`,
    );
  });
});
