import { makeStore } from '../../app/store';
import { apiExplorerActions as explorer } from './apiExplorerSlice';

const request = {
  method: 'GET',
  endpoint: '/v2.1/accounts/{accountId}',
  apiName: 'esign',
  categoryName: 'Accounts',
  resourceName: 'Accounts',
  methodName: 'get',
};

describe('apiExplorer slice', () => {
  it('starts with the form editor and can switch to JSON or Blockly', () => {
    const store = makeStore();
    expect(store.getState().apiExplorer.editorType).toBe('form');
    store.dispatch(explorer.editorTypeChanged('blockly'));
    expect(store.getState().apiExplorer.editorType).toBe('blockly');
  });

  it('is processing from send until the response arrives, which it stores', () => {
    const store = makeStore();
    store.dispatch(explorer.requestSent(request));
    expect(store.getState().apiExplorer.isProcessing).toBe(true);
    store.dispatch(explorer.responseReceived({ status: 200, data: { ok: true } }));
    expect(store.getState().apiExplorer.isProcessing).toBe(false);
    expect(store.getState().apiExplorer.responseData).toEqual({ status: 200, data: { ok: true } });
  });

  it('a failed request also stores its payload and stops processing', () => {
    const store = makeStore();
    store.dispatch(explorer.requestSent(request));
    store.dispatch(explorer.requestFailed({ status: 400, statusText: 'Bad Request' }));
    expect(store.getState().apiExplorer.isProcessing).toBe(false);
    expect(store.getState().apiExplorer.responseData?.status).toBe(400);
  });

  it('reset clears the response and opens the login banner by default', () => {
    const store = makeStore();
    store.dispatch(explorer.logInBannerClosed());
    store.dispatch(explorer.responseReceived({ status: 200 }));
    store.dispatch(explorer.reset());
    expect(store.getState().apiExplorer.responseData).toBeNull();
    expect(store.getState().apiExplorer.isLogInBannerOpen).toBe(true);
    store.dispatch(explorer.reset({ isLogInBannerOpen: false }));
    expect(store.getState().apiExplorer.isLogInBannerOpen).toBe(false);
  });

  it('clearing parameters keeps only accountId among the path parameters', () => {
    const store = makeStore();
    store.dispatch(explorer.pathParameterChanged({ name: 'accountId', value: 'acc-1' }));
    store.dispatch(explorer.pathParameterChanged({ name: 'envelopeId', value: 'env-1' }));
    store.dispatch(explorer.queryParameterChanged({ name: 'count', value: '10' }));
    store.dispatch(explorer.bodyParamsChanged({ bodyParams: { emailSubject: 'Hi' } }));
    store.dispatch(explorer.parametersCleared());
    const state = store.getState().apiExplorer;
    expect(state.pathParameters).toEqual({ accountId: 'acc-1' });
    expect(state.queryParameters).toEqual({});
    expect(state.bodyParams).toEqual({});
  });

  it('a method page opening starts a new request for its operation, in one event', () => {
    const store = makeStore();
    store.dispatch(explorer.pathParameterChanged({ name: 'accountId', value: 'acc-1' }));
    store.dispatch(explorer.pathParameterChanged({ name: 'envelopeId', value: 'env-1' }));
    store.dispatch(explorer.bodyParamsChanged({ bodyParams: { emailSubject: 'Hi' } }));
    store.dispatch(explorer.logInBannerClosed());
    store.dispatch(explorer.responseReceived({ status: 200 }));
    const schema = { type: 'object', properties: [] };
    store.dispatch(explorer.methodPageOpened({ pagePath: '/docs/x/reference/a/b/c/', schema }));
    const state = store.getState().apiExplorer;
    expect(state.currentPathname).toBe('/docs/x/reference/a/b/c/');
    expect(state.pathParameters).toEqual({ accountId: 'acc-1' });
    expect(state.bodyParams).toEqual({});
    expect(state.responseData).toBeNull();
    expect(state.isLogInBannerOpen).toBe(true);
    expect(state.schema).toEqual(schema);
  });

  it('a method page opens with its example, and Reset goes back to it', () => {
    const store = makeStore();
    store.dispatch(explorer.pathParameterChanged({ name: 'accountId', value: 'acc-1' }));
    const start = { bodyParams: { emailSubject: 'Please sign' }, queryParameters: { count: '5' } };
    store.dispatch(explorer.methodPageOpened({ pagePath: '/p/', schema: null, start }));
    expect(store.getState().apiExplorer).toMatchObject({
      pathParameters: { accountId: 'acc-1' },
      queryParameters: { count: '5' },
      bodyParams: { emailSubject: 'Please sign' },
    });
    expect(JSON.parse(store.getState().apiExplorer.bodyParamsStringified)).toEqual(
      start.bodyParams,
    );

    store.dispatch(explorer.bodyParamsChanged({ bodyParams: { emailSubject: 'Edited' } }));
    store.dispatch(explorer.pathParameterChanged({ name: 'envelopeId', value: 'env-1' }));
    store.dispatch(explorer.queryParameterChanged({ name: 'count', value: '9' }));
    store.dispatch(explorer.responseReceived({ status: 201 }));
    store.dispatch(explorer.reset({ isLogInBannerOpen: false, start }));
    const state = store.getState().apiExplorer;
    expect(state.bodyParams).toEqual({ emailSubject: 'Please sign' });
    expect(state.pathParameters).toEqual({ accountId: 'acc-1' });
    expect(state.queryParameters).toEqual({ count: '5' });
    expect(state.responseData).toBeNull();
    expect(state.isLogInBannerOpen).toBe(false);
  });

  it('keeps the stringified body in step with the body', () => {
    const store = makeStore();
    store.dispatch(explorer.bodyParamsChanged({ bodyParams: { status: 'sent' } }));
    expect(JSON.parse(store.getState().apiExplorer.bodyParamsStringified)).toEqual({
      status: 'sent',
    });
  });
});
