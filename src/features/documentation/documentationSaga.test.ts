import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../app/testing/mockHttp';
import { HOST_ENVIRONMENTS as SERVER_HOST_ENVIRONMENTS } from '../../../server/postman/environment';
import { swaggerFileUrl } from './api';
import { reposRequested } from './documentationSaga';
import { documentationActions } from './documentationSlice';
import { HOST_ENVIRONMENTS } from './hostEnvironments';

const REPOSITORIES = [
  { repo: 'api_ESignature', displayName: 'eSignature REST API', refs: ['v2.1', 'v2'] },
  { repo: 'api_Click', displayName: 'Click API', refs: ['v1'] },
];

let network: ReturnType<typeof mockHttp> | undefined;
afterEach(() => network?.restore());

it('lists the repositories, then a chosen one’s refs; a new repository clears the ref', async () => {
  network = mockHttp({ 'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES } });
  const store = makeStore();
  store.dispatch(reposRequested());
  await settle();
  expect(store.getState().documentation.repos).toEqual(['api_ESignature', 'api_Click']);
  store.dispatch(documentationActions.repoChosen('api_ESignature'));
  await settle();
  expect(store.getState().documentation.branches).toEqual(['v2.1', 'v2']);
  store.dispatch(documentationActions.branchChosen('v2'));
  store.dispatch(documentationActions.repoChosen('api_Click'));
  await settle();
  expect(store.getState().documentation.activeBranch).toBeNull();
  expect(store.getState().documentation.branches).toEqual(['v1']);
});

it('fails on an empty repositories list', async () => {
  network = mockHttp({ 'GET /api/swagger-repositories': { status: 200, data: [] } });
  const store = makeStore();
  store.dispatch(reposRequested());
  await settle();
  expect(store.getState().documentation.error).toBe('No repositories found.');
  store.dispatch(documentationActions.repoChosen('api_Nope'));
  await settle();
  expect(store.getState().documentation.error).toBe('No branches found.');
});

it('fails on an answer that is not a Swagger or OpenAPI document', async () => {
  network = mockHttp({
    'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: '<html>not json</html>' },
  });
  const store = makeStore();
  store.dispatch(
    documentationActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }),
  );
  await settle();
  expect(store.getState().documentation.swaggerFile).toBeUndefined();
  expect(store.getState().documentation.error).toBe(
    'The file is not a Swagger or OpenAPI document.',
  );
});

it('loads a swagger file with the 100 s timeout, and reports a 404 with its message', async () => {
  network = mockHttp({
    'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: { swagger: '2.0', info: {} } },
    'GET /swaggerfile/api_ESignature/v9': {
      status: 404,
      data: { message: 'No such ref in this repository' },
    },
  });
  const store = makeStore();
  store.dispatch(
    documentationActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }),
  );
  await settle();
  expect(store.getState().documentation.swaggerFile).toEqual({ swagger: '2.0', info: {} });
  expect(network.calls[0].timeout).toBe(100_000);
  store.dispatch(documentationActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v9' }));
  await settle();
  expect(store.getState().documentation.error).toBe('No such ref in this repository');
});

it('keeps the page’s environment list equal to the server’s', () => {
  expect([...HOST_ENVIRONMENTS]).toEqual([...SERVER_HOST_ENVIRONMENTS]);
});

it('encodes repo and ref in the file address', () => {
  expect(swaggerFileUrl('a/b', '../c', true)).toBe('/swaggerfile/a%2Fb/..%2Fc?download=true');
});
