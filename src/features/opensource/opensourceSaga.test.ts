import { makeStore as makeAppStore } from '../../app/store';
import { watchOpensource } from './opensourceSaga';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { opensourceActions } from './opensourceSlice';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchOpensource);
  return store;
};

const manifest = { title: 'Open source', languages: ['Python'], topics: ['sdk'] };
const repositories = [{ name: 'a', url: 'https://example.test/a', language: 'Python' }];

async function loaded(routes: Parameters<typeof mockHttp>[0]) {
  const network = mockHttp(routes);
  try {
    const store = makeStore();
    store.dispatch(opensourceActions.loadRequested());
    expect(store.getState().opensource.loading).toBe(true);
    for (let i = 0; i < 10; i += 1) await settle();
    return store.getState();
  } finally {
    network.restore();
  }
}

describe('open-source loading', () => {
  it('stores the manifest and the repositories', async () => {
    const state = await loaded({
      'GET /api/opensource-manifest': { status: 200, data: manifest },
      'GET /api/opensource-repositories': { status: 200, data: repositories },
    });
    expect(state.opensource).toEqual({
      configuration: manifest,
      repositories,
      configurationFailed: false,
      repositoriesFailed: false,
      loading: false,
    });
  });

  it('a failing repository list sets its flag and shows the status text', async () => {
    const state = await loaded({
      'GET /api/opensource-manifest': { status: 200, data: manifest },
      'GET /api/opensource-repositories': { status: 502, statusText: 'Bad Gateway' },
    });
    expect(state.opensource).toMatchObject({ repositoriesFailed: true, loading: false });
    expect(state.opensource.configuration).toEqual(manifest);
    expect(state.toasts.at(-1)).toMatchObject({ text: 'Bad Gateway', kind: 'danger' });
  });

  it('an empty list and a failing manifest are failures', async () => {
    const state = await loaded({
      'GET /api/opensource-manifest': { status: 504, statusText: 'Gateway Timeout' },
      'GET /api/opensource-repositories': { status: 200, data: [] },
    });
    expect(state.opensource).toMatchObject({
      configurationFailed: true,
      repositoriesFailed: true,
      loading: false,
    });
  });
});
