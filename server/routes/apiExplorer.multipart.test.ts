/** @jest-environment node */
import { explorerSearchParams } from '../../lib/explorer/callQuery';
import { ADMIN, signIn, startServer, type RunningServer } from '../../test-support/testServer';

const UPLOAD = '/v2/{accountId}/folders/{folderId}/documents';
const FOLDER = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/** Posts a FormData as the browser does: the query says multipart, the header has the boundary. */
async function upload(base: string, token: string, form: FormData) {
  const params = explorerSearchParams({
    method: 'POST',
    apiName: 'clm-v2',
    endpoint: UPLOAD,
    categoryName: 'Documents',
    resourceName: 'Documents',
    methodName: 'UploadDocument',
    pathParameters: { accountId: ADMIN.accountId, folderId: FOLDER },
    contentType: 'multipart/form-data',
  });
  const response = await fetch(`${base}/api/api-explorer?${params}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    answer: (await response.json()) as { status: number; body: unknown; message?: string },
  };
}

describe('POST /api/api-explorer with a multipart/form-data body (file uploads)', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server.base);
  });
  afterAll(() => server.close());

  it('relays the body with its boundary: the sandbox reads the file part and answers 201', async () => {
    const form = new FormData();
    form.append('name', 'NDA');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'nda.txt');
    const { status, answer } = await upload(server.base, token, form);
    expect(status).toBe(200);
    expect(answer.status).toBe(201);
  });

  it('relays the sandbox 400 naming the missing file part', async () => {
    const form = new FormData();
    form.append('name', 'NDA');
    const { answer } = await upload(server.base, token, form);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('The field \\"file\\" is required.');
  });
});
