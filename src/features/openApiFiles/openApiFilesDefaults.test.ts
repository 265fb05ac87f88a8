import { makeStore as makeAppStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { isVersionedRef } from './openApiFilesDefaults';
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

const fileCalls = () => network?.calls.filter((call) => call.url?.startsWith('/swaggerfile/'));

describe('defaults (docs/behaviour.md §7: repo api_ESignature and a versioned ref)', () => {
  it('chooses api_ESignature and its first versioned ref, and loads that file', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES },
      'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: ESIGNATURE_FILE },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    await settle();
    expect(store.getState().documentation).toMatchObject({
      activeRepo: 'api_ESignature',
      branches: ['master', 'v2.1', 'v2'],
      activeBranch: 'v2.1',
      swaggerFile: ESIGNATURE_FILE,
      downloadingSwaggerFile: false,
    });
    expect(fileCalls()?.map((call) => call.url)).toEqual(['/swaggerfile/api_ESignature/v2.1']);
  });

  it('leaves the choice to the user when api_ESignature is not listed', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': { status: 200, data: [REPOSITORIES[1]] },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    expect(store.getState().documentation).toMatchObject({
      repos: ['api_Click'],
      activeRepo: null,
      activeBranch: null,
    });
    expect(fileCalls()).toEqual([]);
  });

  it('chooses no ref when api_ESignature has no versioned one', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': {
        status: 200,
        data: [{ ...REPOSITORIES[0], refs: ['master', 'develop'] }],
      },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    expect(store.getState().documentation).toMatchObject({
      activeRepo: 'api_ESignature',
      branches: ['master', 'develop'],
      activeBranch: null,
    });
    expect(fileCalls()).toEqual([]);
  });

  it('keeps a repository the user chose before the list arrived', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    store.dispatch(openApiFilesActions.repoChosen('api_Click'));
    await settle();
    await settle();
    expect(store.getState().documentation).toMatchObject({
      repos: ['api_ESignature', 'api_Click'],
      activeRepo: 'api_Click',
      branches: ['v1'],
      activeBranch: null,
    });
    expect(fileCalls()).toEqual([]);
  });

  it('still picks the ref when a second list request cut the first one short', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES },
      'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: ESIGNATURE_FILE },
    });
    const store = makeStore();
    // What a cancelled first run leaves: api_ESignature chosen, no ref yet.
    store.dispatch(openApiFilesActions.repoChosen('api_ESignature'));
    store.dispatch(reposRequested());
    await settle();
    await settle();
    expect(store.getState().documentation).toMatchObject({
      activeRepo: 'api_ESignature',
      activeBranch: 'v2.1',
      swaggerFile: ESIGNATURE_FILE,
    });
  });

  it('does not come back over a later choice when the page asks for the list again', async () => {
    network = mockHttp({
      'GET /api/swagger-repositories': { status: 200, data: REPOSITORIES },
      'GET /swaggerfile/api_ESignature/v2.1': { status: 200, data: ESIGNATURE_FILE },
    });
    const store = makeStore();
    store.dispatch(reposRequested());
    await settle();
    store.dispatch(openApiFilesActions.repoChosen('api_Click'));
    await settle();
    store.dispatch(reposRequested()); // the page mounted again
    await settle();
    await settle();
    expect(store.getState().documentation).toMatchObject({
      activeRepo: 'api_Click',
      branches: ['v1'],
      activeBranch: null,
    });
    expect(fileCalls()).toHaveLength(1);
  });
});

it('takes only version labels as versioned refs', () => {
  expect(['v2.1', 'v2', '1.0.7', '0.6.2-beta', 'v2.1.0'].every(isVersionedRef)).toBe(true);
  expect(['master', 'main', 'develop', 'release/v2', 'v', ''].some(isVersionedRef)).toBe(false);
});
