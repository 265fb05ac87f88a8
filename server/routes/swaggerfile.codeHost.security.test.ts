/** @jest-environment node */
import type { FakeCodeHost } from '../../test-support/fakeCodeHost';
import {
  codeHostEnv,
  LIST_PATH,
  rawGet,
  startFixtureHost,
  TOKEN,
} from '../../test-support/codeHostFixture';
import { startServer, type RunningServer } from '../../test-support/testServer';

const PAYLOADS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%2F..%2Forgs%2Facme%2Frepos',
  'api_ESignature%2f..%2f..%2fapi_Click',
  'api_ESignature%2Fcontents%2Fsecret.json',
  '%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..%5c..%5cwindows',
  '..\\..\\windows',
  'main%3Fref%3Devil',
  'main%3F',
  'main%23frag',
  '%23',
  'https:%2f%2fevil.example%2fx',
  'http:%2F%2F127.0.0.1:1%2F',
  '%40evil.example',
  'main@evil.example',
  '@127.0.0.1',
  'main%0d%0aX-Injected:%201',
  'main%0aHost:%20evil.example',
  '%00',
  'main%00',
  '%c0%ae%c0%ae%2f',
  '%ef%bc%8e%ef%bc%8e%ef%bc%8f',
  'main%20',
  '__proto__',
  'constructor',
  '%zz',
];

describe('traversal and injection payloads never reach the code host as a path', () => {
  let host: FakeCodeHost;
  let fresh: RunningServer;
  beforeAll(async () => {
    host = await startFixtureHost();
    fresh = await startServer(codeHostEnv(host));
  });
  afterAll(async () => {
    await fresh.close();
    await host.close();
  });
  const seen = () => host.requests.map((request) => request.path);

  it.each(PAYLOADS)('repo %s', async (payload) => {
    const response = await rawGet(fresh.base, `/swaggerfile/${payload}/main`);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain(TOKEN);
  });

  it.each(PAYLOADS)('ref %s', async (payload) => {
    const response = await rawGet(fresh.base, `/swaggerfile/api_ESignature/${payload}`);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toMatch(/"swagger"|"openapi"/);
  });

  it('asked the host only for its lists, never for a file', () => {
    expect(seen()).toContain('/api/v3/orgs/acme/repos?per_page=100');
    expect(seen()).toContain('/api/v3/repos/acme/api_ESignature/branches?per_page=100');
    for (const path of seen()) expect(path).toMatch(LIST_PATH);
  });
});
