import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { CODE_LANGUAGES, codeSample } from '../code/codeSample';
import { requestHar } from '../code/requestHar';
import { requestCurl } from '../requestCurl';

const upload: ApiExplorerRequest = {
  method: 'POST',
  endpoint: '/v2/{accountId}/folders/{folderId}/documents',
  apiName: 'clm-v2',
  categoryName: 'Documents',
  resourceName: 'Documents',
  methodName: 'UploadDocument',
  contentType: 'multipart/form-data',
  accept: 'application/json',
  pathParameters: { accountId: 'acc-1', folderId: 'f-1' },
  body: { name: "Ann's NDA" },
  files: { file: { fileName: 'nda.pdf', size: 5, type: 'application/pdf' } },
};
const server = 'https://demo.example.test/clmapi';

describe('code samples of a file upload', () => {
  it('curl sends the parts with --form and lets curl write the multipart Content-Type', () => {
    expect(requestCurl(upload, server)).toBe(
      [
        'curl --request POST \\',
        "  --url 'https://demo.example.test/clmapi/v2/acc-1/folders/f-1/documents' \\",
        "  --header 'Authorization: Bearer {ACCESS_TOKEN}' \\",
        "  --header 'Accept: application/json' \\",
        `  --form-string 'name=Ann'\\''s NDA' \\`,
        "  --form 'file=@nda.pdf'",
      ].join('\n'),
    );
  });

  it('before anything is chosen, curl has no parts and ends cleanly; httpsnippet still writes', async () => {
    const empty = { ...upload, body: {}, files: {} };
    expect(requestCurl(empty, server).split('\n').pop()).toBe(
      "  --header 'Accept: application/json'",
    );
    const code = await codeSample(requestHar(empty, server), upload.endpoint, CODE_LANGUAGES[0]);
    expect(code).toContain('{ACCESS_TOKEN}');
  });

  it('the HAR request is multipart with a text param and a file param', () => {
    const har = requestHar(upload, server);
    expect(har.postData).toEqual({
      mimeType: 'multipart/form-data',
      params: [
        { name: 'name', value: "Ann's NDA" },
        { name: 'file', fileName: 'nda.pdf', contentType: 'application/pdf' },
      ],
    });
    expect(har.headers).toContainEqual({ name: 'Content-Type', value: 'multipart/form-data' });
  });

  it.each(CODE_LANGUAGES.map((language) => [language.label, language]))(
    '%s: the sample uploads nda.pdf as the file part',
    async (_label, language) => {
      const code = await codeSample(requestHar(upload, server), upload.endpoint, language);
      expect(code).toContain('nda.pdf');
      expect(code).toContain('{ACCESS_TOKEN}');
      expect(code).not.toContain('{"name"');
    },
  );
});
