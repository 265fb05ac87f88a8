import { makeStore as makeAppStore } from '../../app/store';
import { watchApiExplorer } from './apiExplorerSaga';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { apiExplorerActions } from './apiExplorerSlice';
import { takeUnseenSessionExpiry } from '../../app/sessionExpiry';
import { initialUserState } from '../user/userSlice';
import type { ApiExplorerRequest } from './apiExplorerTypes';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchApiExplorer);
  return store;
};

const request: ApiExplorerRequest = {
  method: 'GET',
  endpoint: '/v2.1/accounts/{accountId}',
  apiName: 'esignature-v2.1',
  categoryName: 'Accounts',
  resourceName: 'Accounts',
  methodName: 'get',
  pathParameters: { accountId: 'a' },
};

describe('apiExplorerSaga', () => {
  it('keeps only the answer of the latest Send (takeLatest)', async () => {
    const network = mockHttp({
      'POST /api/api-explorer': (config) => {
        const id = config.params['pathParameters[accountId]'] as string;
        return {
          status: 200,
          data: { status: 200, statusText: 'OK', durationMs: 1, headers: {}, body: { id } },
        };
      },
    });
    const store = makeStore();
    const answers: unknown[] = [];
    store.subscribe(() => {
      const latest = store.getState().apiExplorer.responseData;
      if (latest && answers[answers.length - 1] !== latest) answers.push(latest);
    });
    store.dispatch(
      apiExplorerActions.requestSent({ ...request, pathParameters: { accountId: 'first' } }),
    );
    store.dispatch(
      apiExplorerActions.requestSent({ ...request, pathParameters: { accountId: 'second' } }),
    );
    expect(store.getState().apiExplorer.isProcessing).toBe(true);
    await settle();
    await settle();
    // The first call was cancelled: its answer never reached the store.
    expect(answers).toHaveLength(1);
    const state = store.getState().apiExplorer;
    expect(state.isProcessing).toBe(false);
    expect(state.responseData).toMatchObject({ status: 200, data: { id: 'second' } });
    network.restore();
  });

  it('stores a failure with its message when the portal refuses or cannot be reached', async () => {
    const network = mockHttp({
      'POST /api/api-explorer': { status: 401, data: { message: 'Log in first' } },
    });
    const store = makeStore();
    store.dispatch(apiExplorerActions.requestSent(request));
    await settle();
    expect(store.getState().apiExplorer.responseData).toMatchObject({
      status: 401,
      message: 'Log in first',
    });
    network.restore();

    const offline = mockHttp({});
    store.dispatch(apiExplorerActions.requestSent(request));
    await settle();
    expect(store.getState().apiExplorer.responseData).toEqual({ message: 'Network Error' });
    expect(store.getState().apiExplorer.isProcessing).toBe(false);
    offline.restore();
  });

  it("ends the session when the platform refuses the user's token, like any expired session", async () => {
    const network = mockHttp({
      'POST /api/api-explorer': {
        status: 200,
        data: { status: 401, statusText: 'Unauthorized', durationMs: 1, headers: {}, body: {} },
      },
    });
    const store = makeStore({ user: { ...initialUserState, token: 'expired', isLoggedIn: true } });
    takeUnseenSessionExpiry();
    store.dispatch(apiExplorerActions.requestSent(request));
    await settle();
    await settle();
    expect(store.getState().apiExplorer.responseData).toMatchObject({ status: 401 });
    expect(store.getState().user.token).toBeNull();
    expect(takeUnseenSessionExpiry()).toBe(true);
    expect(store.getState().toasts).toEqual([]);
    network.restore();
  });
});
