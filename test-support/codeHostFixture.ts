import { request as httpRequest } from 'node:http';
import { startFakeCodeHost, type FakeCodeHost } from './fakeCodeHost';

// The code host the /swaggerfile route tests configure: one organisation on 127.0.0.1 whose
// repositories cover every case (refs with / and #, no file, not a description, YAML, no refs).

export const TOKEN = 'ghp_codehost-test-token-0123456789';
const swagger = (title: string) => JSON.stringify({ swagger: '2.0', info: { title } });
const YAML_SPEC = 'openapi: 3.0.3\ninfo:\n  title: From YAML\n  version: "1"\npaths: {}\n';

export const startFixtureHost = () =>
  startFakeCodeHost({
    owner: 'acme',
    token: TOKEN,
    pageSize: 2,
    repositories: [
      {
        name: 'api_ESignature',
        branches: ['main', 'feature/x', 'fix#12'],
        tags: ['v2.1.0'],
        files: {
          main: { 'openapi.json': swagger('main') },
          'feature/x': { 'openapi.json': swagger('feature') },
          'fix#12': { 'openapi.json': swagger('fix') },
          'v2.1.0': { 'openapi.json': swagger('tag') },
        },
      },
      { name: 'website', branches: ['main'] },
      { name: 'api_Click', branches: ['main'], files: { main: { 'openapi.json': '{"a":1}' } } },
      { name: 'api_Rooms', defaultBranch: 'main', branches: ['develop', 'main'] },
      { name: 'api_Empty', branches: [] },
      { name: 'api_Yaml', branches: ['main'], files: { main: { 'docs/openapi.yaml': YAML_SPEC } } },
    ],
  });

/** The server's environment for the fixture host. */
export const codeHostEnv = (host: FakeCodeHost, overrides: Record<string, string> = {}) => ({
  CODE_HOST_API_URL: host.url,
  CODE_HOST_TOKEN: TOKEN,
  CODE_HOST_OWNER: 'acme',
  ...overrides,
});

const LISTED = ['api_ESignature', 'website', 'api_Click', 'api_Rooms', 'api_Empty', 'api_Yaml'];
/** The only paths a list request may have: the organisation's repositories, a repo's refs. */
export const LIST_PATH = new RegExp(
  `^/api/v3/(orgs/acme/repos|repos/acme/(${LISTED.join('|')})/(branches|tags))\\?per_page=100(&page=\\d)?$`,
);

/** A raw request: the path goes out byte for byte, with no URL normalisation by a client. */
export function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
