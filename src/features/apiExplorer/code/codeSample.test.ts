import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { CODE_LANGUAGES, codeSample } from './codeSample';
import { requestHar } from './requestHar';

// httpsnippet runs for real: the samples are what a reader copies.
const request: ApiExplorerRequest = {
  method: 'POST',
  endpoint: '/v2.1/accounts/{accountId}/envelopes/{envelopeId}',
  apiName: 'esignature',
  categoryName: 'Envelopes',
  resourceName: 'Envelopes',
  methodName: 'update',
  contentType: 'application/json',
  pathParameters: { accountId: 'acc-1' },
  queryParameters: { count: '10' },
  body: { emailSubject: "Ann's contract" },
};
const har = requestHar(request, 'https://demo.example.test/restapi');
const language = (id: string) => {
  const found = CODE_LANGUAGES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no language ${id}`);
  return found;
};

describe('codeSample', () => {
  it('offers Node.js, Python, Java, C#, PHP and Ruby at least', () => {
    expect(CODE_LANGUAGES.map((candidate) => candidate.label)).toEqual(
      expect.arrayContaining(['Node.js', 'Python', 'Java', 'C#', 'PHP', 'Ruby']),
    );
  });

  it.each(CODE_LANGUAGES.map((candidate) => [candidate.label, candidate.id]))(
    '%s: the URL with its query, the token placeholder and the body',
    async (_label, id) => {
      const code = await codeSample(har, request.endpoint, language(id));
      expect(code).toContain(
        'https://demo.example.test/restapi/v2.1/accounts/acc-1/envelopes/{envelopeId}?count=10',
      );
      expect(code).toContain('{ACCESS_TOKEN}');
      expect(code).toMatch(/emailSubject/);
    },
  );

  it('uses the common client of each language', async () => {
    expect(await codeSample(har, request.endpoint, language('python'))).toContain(
      'import requests',
    );
    expect(await codeSample(har, request.endpoint, language('java'))).toContain(
      'HttpRequest.newBuilder()',
    );
    expect(await codeSample(har, request.endpoint, language('ruby'))).toContain(
      "require 'net/http'",
    );
    expect(await codeSample(har, request.endpoint, language('csharp'))).toContain(
      'new HttpClient()',
    );
  });
});
