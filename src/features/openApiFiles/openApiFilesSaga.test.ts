import { makeStore as makeAppStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { swaggerFileUrl } from './api';
import { reposRequested, watchOpenApiFiles } from './openApiFilesSaga';
import { openApiFilesActions } from './openApiFilesSlice';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchOpenApiFiles);
  return store;
};

const REPOSITORIES = [
  // A code host lists branches before tags: the default ref is the first versioned one.
  { repo: 'api_ESignature', displayName: 'eSignature REST API', refs: ['master', 'v2.1', 'v2'] },
  { repo: 'api_Click', displayName: 'Click API', refs: ['v1'] },
];
const ESIGNATURE_FILE = { swagger: '2.0', info: { title: 'eSignature', version: 'v2.1' } };

let network: ReturnType<typeof mockHttp> | undefined;
afterEach(() => network?.restore());

const toasts = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.map(({ text, kind }) => ({ text, kind }));

it('lists a chosen repository’s refs; a new repository clears the ref', async () => {
  network = mockHttp({
    'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES },
    'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: ESIGNATURE_FILE },
  });
  const store = makeStore();
  store.dispatch(reposRequested());
  await settle();
  expect(store.getState().documentation.repos).toEqual(['api_ESignature', 'api_Click']);
  store.dispatch(openApiFilesActions.branchChosen('v2'));
  store.dispatch(openApiFilesActions.repoChosen('api_Click'));
  await settle();
  expect(store.getState().documentation.activeBranch).toBeNull();
  expect(store.getState().documentation.branches).toEqual(['v1']);
});

describe('failures raise the failure action and an error toast', () => {
  it('an empty repositories list, then an unknown repository', async () => {
    network = mockHttp({ 'GET /api/swagger-repositories': { status: 200, data: [] } });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    expect(store.getState().documentation.error).toBe('No repositories found.');
    store.dispatch(openApiFilesActions.repoChosen('api_Nope'));
    await settle();
    expect(store.getState().documentation.error).toBe('No branches found.');
    expect(toasts(store)).toEqual([
      { text: 'No repositories found.', kind: 'danger' },
      { text: 'No branches found.', kind: 'danger' },
    ]);
  });

  it('a failed repositories request: the toast shows the statusText', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': {
        status: 502,
        statusText: 'Bad Gateway',
        data: { message: 'The code host did not answer' },
      },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    expect(store.getState().documentation.error).toBe('The code host did not answer');
    expect(toasts(store)).toEqual([{ text: 'Bad Gateway', kind: 'danger' }]);
  });

  it('a failed refs request without a statusText: the toast shows the message', async () => {
    network = mockHttp({}); // no answer at all: a network error
    const store = makeStore();
    store.dispatch(openApiFilesActions.repoChosen('api_Unlisted'));
    await settle();
    expect(store.getState().documentation.error).toBe('No branches found.');
    expect(toasts(store)).toEqual([{ text: 'Network Error', kind: 'danger' }]);
  });

  it('an answer that is not a Swagger or OpenAPI document', async () => {
    network = mockHttp({
      'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: '<html>not json</html>' },
    });
    const store = makeStore();
    store.dispatch(
      openApiFilesActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }),
    );
    await settle();
    expect(store.getState().documentation.swaggerFile).toBeUndefined();
    expect(store.getState().documentation.error).toBe(
      'The file is not a Swagger or OpenAPI document.',
    );
    expect(toasts(store)).toEqual([
      { text: 'The file is not a Swagger or OpenAPI document.', kind: 'danger' },
    ]);
  });

  it('loads a swagger file with the 100 s timeout; a 404 keeps its message, the toast its statusText', async () => {
    network = mockHttp({
      'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: { swagger: '2.0', info: {} } },
      'GET /swaggerfile/api_ESignature/v9': {
        status: 404,
        statusText: 'Not Found',
        data: { message: 'No such ref in this repository' },
      },
    });
    const store = makeStore();
    store.dispatch(
      openApiFilesActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v2.1' }),
    );
    await settle();
    expect(store.getState().documentation.swaggerFile).toEqual({ swagger: '2.0', info: {} });
    expect(network.calls[0].timeout).toBe(100_000);
    expect(network.calls[0].params).toEqual({ excludeTags: ['todo', 'not-public'] });
    expect(toasts(store)).toEqual([]);
    store.dispatch(openApiFilesActions.swaggerFileRequested({ repo: 'api_ESignature', ref: 'v9' }));
    await settle();
    expect(store.getState().documentation.error).toBe('No such ref in this repository');
    expect(store.getState().documentation.swaggerFile).toBeUndefined();
    expect(toasts(store)).toEqual([{ text: 'Not Found', kind: 'danger' }]);
  });
});

it('encodes repo and ref in the file address', () => {
  expect(swaggerFileUrl('a/b', '../c')).toBe('/swaggerfile/a%2Fb/..%2Fc');
});

it('downloads with generic examples and without the todo and not-public tags (docs/behaviour.md §7)', () => {
  expect(swaggerFileUrl('api_ESignature', 'v2.1', true)).toBe(
    '/swaggerfile/api_ESignature/v2.1?download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public',
  );
});
