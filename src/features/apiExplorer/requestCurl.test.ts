import { requestCurl, requestUrl } from './requestCurl';
import type { ApiExplorerRequest } from './apiExplorerTypes';

const create: ApiExplorerRequest = {
  method: 'POST',
  endpoint: '/v2.1/accounts/{accountId}/envelopes',
  apiName: 'esignature-v2.1',
  categoryName: 'Envelopes',
  resourceName: 'Envelopes',
  methodName: 'create',
  contentType: 'application/json',
  accept: 'application/json',
  pathParameters: { accountId: 'acc-1' },
  queryParameters: { merge_roles_on_draft: 'true', empty: '' },
  customHeaderParameters: [{ name: 'Accept-Language', value: 'en' }],
  body: { emailSubject: "Ann's contract" },
};

describe('requestCurl', () => {
  it('fills the path, keeps non-empty query values and quotes the body for a shell', () => {
    expect(requestCurl(create, 'https://demo.example.test/restapi/')).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://demo.example.test/restapi/v2.1/accounts/acc-1/envelopes?merge_roles_on_draft=true' \\",
        "  --header 'Authorization: Bearer {ACCESS_TOKEN}' \\",
        "  --header 'Accept-Language: en' \\",
        "  --header 'Content-Type: application/json' \\",
        "  --header 'Accept: application/json' \\",
        `  --data '{\n  "emailSubject": "Ann'\\''s contract"\n}'`,
      ].join('\n'),
    );
  });

  it('encodes path values, leaves missing ones as placeholders and sends no body on GET', () => {
    const get = {
      ...create,
      method: 'GET',
      endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
      pathParameters: { accountId: 'a b' },
      queryParameters: {},
      customHeaderParameters: [],
      accept: undefined,
    };
    expect(requestUrl(get, 'https://x.test')).toBe(
      'https://x.test/v2.1/accounts/a%20b/envelopes/{envelopeId}',
    );
    const command = requestCurl(get, 'https://x.test');
    expect(command).not.toContain('--data');
    expect(command.endsWith("'Authorization: Bearer {ACCESS_TOKEN}'")).toBe(true);
  });

  it("carries the user's token only when it is given", () => {
    expect(requestCurl(create, 'https://x.test', 'tok-9')).toContain('Bearer tok-9');
    expect(requestCurl(create, 'https://x.test')).toContain('Bearer {ACCESS_TOKEN}');
  });
});
