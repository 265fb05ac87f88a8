/** @jest-environment node */
import { buildTargetUrl, type TargetUrlInput } from './buildTargetUrl';
import { PARAMETER_MESSAGE } from '../../lib/explorer/contract';
import { ExplorerInputError } from './explorerError';

const base: TargetUrlInput = {
  baseUri: 'http://127.0.0.1:8000/sandbox',
  location: { basePath: '/restapi' },
  pathTemplate: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  pathParameters: { accountId: 'acc-1', envelopeId: 'env-1' },
};

function refusal(input: Partial<TargetUrlInput>): ExplorerInputError {
  try {
    buildTargetUrl({ ...base, ...input });
  } catch (error) {
    if (error instanceof ExplorerInputError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('buildTargetUrl', () => {
  it("joins the account's base_uri, the API's base path and the template with its parameters", () => {
    expect(buildTargetUrl(base)).toBe(
      'http://127.0.0.1:8000/sandbox/restapi/v2.1/accounts/acc-1/envelopes/env-1',
    );
  });

  it('keeps the path of the base_uri, as the base URL rule says (base_uri + "/restapi")', () => {
    expect(buildTargetUrl({ ...base, baseUri: 'https://platform.test/x/y/' })).toMatch(
      /^https:\/\/platform\.test\/x\/y\/restapi\/v2\.1\//,
    );
  });

  it('percent-encodes the characters the rule allows', () => {
    const url = buildTargetUrl({
      ...base,
      pathParameters: { accountId: 'a?b=c&d@e:f', envelopeId: 'x$+!*(),;' },
    });
    expect(url).toBe(
      'http://127.0.0.1:8000/sandbox/restapi/v2.1/accounts/a%3Fb%3Dc%26d%40e%3Af/envelopes/x%24%2B!*()%2C%3B',
    );
    expect(new URL(url).host).toBe('127.0.0.1:8000');
  });

  it('form-encodes query parameters, repeats arrays and skips empty ones', () => {
    const url = buildTargetUrl({
      ...base,
      queryParameters: {
        from_date: '2026-01-01T00:00:00Z',
        status: ['sent', 'created'],
        count: 5,
        empty: '',
      },
    });
    expect(new URL(url).search).toBe(
      '?from_date=2026-01-01T00%3A00%3A00Z&status=sent&status=created&count=5',
    );
  });

  it('keeps a value with dots inside but refuses "." and ".."', () => {
    expect(
      buildTargetUrl({ ...base, pathParameters: { accountId: 'a..b', envelopeId: '...' } }),
    ).toContain('/accounts/a..b/envelopes/...');
    expect(refusal({ pathParameters: { accountId: '..', envelopeId: 'e' } }).field).toBe(
      'pathParameters.accountId',
    );
    expect(refusal({ pathParameters: { accountId: 'a', envelopeId: '.' } }).field).toBe(
      'pathParameters.envelopeId',
    );
  });

  it.each(['a/b', 'a\\b', '%2e%2e', '%252e', 'a b', 'a\r\nb', 'a#b', '<x>', 'é'])(
    'refuses the path value %j with the rule message',
    (value) => {
      const error = refusal({ pathParameters: { accountId: value, envelopeId: 'e' } });
      expect(error.statusCode).toBe(400);
      expect(error.field).toBe('pathParameters.accountId');
      expect(error.message).toBe(PARAMETER_MESSAGE);
    },
  );

  it('refuses values over 1000 characters, missing, unknown and non-string parameters', () => {
    expect(
      refusal({ pathParameters: { accountId: 'a'.repeat(1001), envelopeId: 'e' } }).message,
    ).toMatch(/1000/);
    expect(
      buildTargetUrl({ ...base, pathParameters: { accountId: 'a'.repeat(1000), envelopeId: 'e' } }),
    ).toContain('a'.repeat(1000));
    expect(refusal({ pathParameters: { accountId: 'a' } }).field).toBe('pathParameters.envelopeId');
    expect(refusal({ pathParameters: { ...base.pathParameters, host: 'x' } }).field).toBe(
      'pathParameters.host',
    );
    expect(refusal({ pathParameters: { accountId: { a: 1 }, envelopeId: 'e' } }).field).toBe(
      'pathParameters.accountId',
    );
  });

  it.each([
    'http://evil.test/v2.1',
    '//evil.test/v2.1',
    'v2.1/accounts',
    '/v2.1/../oauth',
    '/v2.1/./x',
    '/v2.1/a\\b',
    '/v2.1/a@b',
    '/v2.1/a%2fb',
    '/v2.1/a?x=1',
    '/v2.1/a#x',
    '/v2.1//x',
    '/v2.1/a b',
  ])('refuses the template %j', (pathTemplate) => {
    expect(refusal({ pathTemplate, pathParameters: {} }).field).toBe('endpoint');
  });

  it('refuses query values with control characters and odd names', () => {
    expect(refusal({ queryParameters: { a: 'x\r\ny' } }).field).toBe('queryParameters.a');
    expect(refusal({ queryParameters: { 'a\nb': 'x' } }).field).toBe('queryParameters.a\nb');
    expect(refusal({ queryParameters: { a: { b: 1 } } }).field).toBe('queryParameters.a');
  });

  it('refuses a non-http base_uri, one with credentials or a query, and a base path with dot segments', () => {
    expect(refusal({ baseUri: 'file:///etc' }).field).toBe('baseUri');
    expect(refusal({ baseUri: 'http://u:p@127.0.0.1' }).field).toBe('baseUri');
    expect(refusal({ baseUri: 'http://127.0.0.1/?x=1' }).field).toBe('baseUri');
    expect(refusal({ baseUri: undefined }).field).toBe('baseUri');
    expect(refusal({ location: { basePath: '/sandbox/../x' } }).field).toBe('apiName');
    expect(refusal({ location: { basePath: 'sandbox' } }).field).toBe('apiName');
  });
});

describe('buildTargetUrl for an API with a host of its own', () => {
  const admin: TargetUrlInput = {
    location: { baseUrl: 'https://api-d.docusign.net/management' },
    pathTemplate: '/v2/organizations/{organizationId}/users',
    pathParameters: { organizationId: 'org-1' },
  };

  it('calls the API at its own base URL; the account base_uri plays no part', () => {
    expect(buildTargetUrl(admin)).toBe(
      'https://api-d.docusign.net/management/v2/organizations/org-1/users',
    );
    expect(buildTargetUrl({ ...admin, baseUri: 'https://demo.docusign.net' })).toBe(
      'https://api-d.docusign.net/management/v2/organizations/org-1/users',
    );
  });

  it('calls a host-only base URL at the template itself', () => {
    expect(
      buildTargetUrl({
        location: { baseUrl: 'https://api-d.docusign.com' },
        pathTemplate: '/v1/accounts/{accountId}/workflows',
        pathParameters: { accountId: 'a' },
      }),
    ).toBe('https://api-d.docusign.com/v1/accounts/a/workflows');
  });

  it('never leaves the API base URL: no other host, port or path above it', () => {
    for (const value of ['..', '%2e%2e', 'x/../../y', 'a\\b']) {
      expect(() => buildTargetUrl({ ...admin, pathParameters: { organizationId: value } })).toThrow(
        ExplorerInputError,
      );
    }
    // A value that names a host stays a path segment of the API's own host.
    expect(
      new URL(buildTargetUrl({ ...admin, pathParameters: { organizationId: '@evil.test' } })).host,
    ).toBe('api-d.docusign.net');
    expect(() =>
      buildTargetUrl({ ...admin, pathTemplate: '//evil.test/x', pathParameters: {} }),
    ).toThrow(ExplorerInputError);
  });

  it('refuses a base URL that is not http(s) or carries credentials, naming apiName', () => {
    for (const baseUrl of [
      'file:///etc',
      'https://u:p@api.test',
      'https://api.test/?x=1',
      'nope',
    ]) {
      try {
        buildTargetUrl({ ...admin, location: { baseUrl } });
        throw new Error(`accepted ${baseUrl}`);
      } catch (error) {
        expect((error as ExplorerInputError).field).toBe('apiName');
      }
    }
  });
});
