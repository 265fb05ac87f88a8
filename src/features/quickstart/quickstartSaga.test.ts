import { makeStore as makeAppStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { fileNameFromDisposition } from './api';
import { download } from './download';
import {
  DOWNLOAD_READY_TEXT,
  INTEGRATION_KEY_LIMIT,
  KEY_CREATED_TEXT,
  KEY_REUSED_TEXT,
  forgetQuickstartKeys,
  watchQuickstart,
} from './quickstartSaga';
import { quickstartActions as quickstart } from './quickstartSlice';
import { takeUnseenSessionExpiry } from '../../app/sessionExpiry';
import { initialUserState } from '../user/userSlice';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchQuickstart);
  return store;
};

const KEY_ID = '11111111-2222-4333-8444-555555555555';
const PEM = '-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----';
const request = {
  repositoryName: 'quickstart-node',
  displayName: 'Node.js',
  selectedProjectIndex: 0,
  application: 'esignature-quickstart',
  language: 'node',
};

async function flowsSettled() {
  for (let i = 0; i < 10; i += 1) await settle();
}

const created = {
  status: 201,
  data: {
    client_id: KEY_ID,
    name: 'Quickstart Node.js',
    redirect_uris: [],
    keys: [{ id: 'k1', type: 'rsa', privateKey: PEM }],
  },
};

describe('quickstart download flow', () => {
  let network: ReturnType<typeof mockHttp>;
  const save = jest.fn();
  const originalSave = download.save;
  beforeEach(() => {
    save.mockReset();
    download.save = save;
    forgetQuickstartKeys();
  });
  afterEach(() => {
    network.restore();
    download.save = originalSave;
  });

  it('creates the key with an RSA pair, then downloads the zip with the private key: key created, download ready', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [] } },
      'POST /api/applications': created,
      'POST /api/codeload': { status: 200, data: zip },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    const [, create, codeload] = network.calls;
    expect(JSON.parse(create.data as string)).toEqual({
      name: 'Quickstart Node.js',
      redirect_uris: [`${window.location.origin}/docs/esign-rest-api/quickstart/`],
      shouldCreateSecretKey: false,
      shouldCreateRSAKey: true,
    });
    expect(JSON.parse(codeload.data as string)).toMatchObject({
      integrationKey: KEY_ID,
      repositoryName: 'quickstart-node',
      selectedProjectIndex: 0,
      privateKey: PEM,
    });
    expect(codeload.responseType).toBe('blob');
    expect(codeload.timeout).toBe(20_000);
    expect(save).toHaveBeenCalledWith(zip, 'esignature-quickstart-node.zip');
    expect(store.getState().quickstart).toMatchObject({
      integrationKey: KEY_ID,
      quickstartDownloadReady: true,
      failed: false,
    });
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual([
      KEY_CREATED_TEXT,
      DOWNLOAD_READY_TEXT,
    ]);
    // The private key is never put in the store.
    expect(JSON.stringify(store.getState())).not.toContain('PRIVATE KEY');
  });

  it('a codeload failure fires the download failure with a toast, the key stays created', async () => {
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [] } },
      'POST /api/applications': created,
      'POST /api/codeload': { status: 504, statusText: 'Gateway Timeout' },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(save).not.toHaveBeenCalled();
    expect(store.getState().quickstart).toMatchObject({
      integrationKey: KEY_ID,
      quickstartDownloadReady: false,
      failed: true,
    });
    expect(store.getState().toasts.at(-1)).toMatchObject({
      text: 'Gateway Timeout',
      kind: 'danger',
    });
  });

  it('a key failure signals the error and requests no zip', async () => {
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [] } },
      'POST /api/applications': { status: 400, statusText: 'Bad Request' },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(network.calls.map((call) => call.url)).not.toContain('/api/codeload');
    expect(store.getState().quickstart.failed).toBe(true);
    expect(store.getState().quickstart.integrationKey).toBeNull();
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['Bad Request']);
  });

  it('a 401 during the key lookup fires the unauthorized action: the session ends', async () => {
    network = mockHttp({ 'GET /api/applications': { status: 401, statusText: 'Unauthorized' } });
    const store = makeStore({ user: { ...initialUserState, token: 'expired' } });
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(network.calls).toHaveLength(1);
    // userSaga answers unauthorized with a logout and the one session notice, no toast.
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().quickstart.failed).toBe(true);
    expect(store.getState().toasts).toEqual([]);
    expect(takeUnseenSessionExpiry()).toBe(true);
  });

  it('another failure during the key lookup keeps the session', async () => {
    network = mockHttp({
      'GET /api/applications': { status: 503, statusText: 'Service Unavailable' },
    });
    const store = makeStore({ user: { ...initialUserState, token: 'tok' } });
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(store.getState().user.token).toBe('tok');
    expect(store.getState().quickstart.failed).toBe(true);
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['Service Unavailable']);
  });

  it(`at ${INTEGRATION_KEY_LIMIT} keys it opens the limit notice and creates nothing`, async () => {
    const applications = Array.from({ length: INTEGRATION_KEY_LIMIT }, (_, index) => ({
      client_id: `k${index}`,
      name: `Key ${index}`,
      redirect_uris: [],
    }));
    network = mockHttp({ 'GET /api/applications': { status: 200, data: { applications } } });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(network.calls).toHaveLength(1);
    expect(store.getState().quickstart.keyLimitReached).toBe(true);
    store.dispatch(quickstart.limitNoticeClosed());
    expect(store.getState().quickstart.keyLimitReached).toBe(false);
  });

  it('99 keys still leave room for one more', async () => {
    const applications = Array.from({ length: INTEGRATION_KEY_LIMIT - 1 }, (_, index) => ({
      client_id: `k${index}`,
      name: `Key ${index}`,
      redirect_uris: [],
    }));
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications } },
      'POST /api/applications': created,
      'POST /api/codeload': { status: 200, data: new Blob(['PK']) },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(store.getState().quickstart.keyLimitReached).toBe(false);
    expect(store.getState().quickstart.quickstartDownloadReady).toBe(true);
  });

  it('takes the file name from Content-Disposition, refusing anything but a plain zip name', () => {
    expect(fileNameFromDisposition('attachment; filename="esignature-quickstart-node.zip"')).toBe(
      'esignature-quickstart-node.zip',
    );
    expect(fileNameFromDisposition('attachment; filename="../../evil.sh"')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });

  it('a second download of the same language reuses the key and its private key', async () => {
    // the account's keys as the platform lists them: the quickstart key once it is made
    let listed: unknown[] = [];
    network = mockHttp({
      'GET /api/applications': () => ({ status: 200, data: { applications: listed } }),
      'POST /api/applications': () => {
        listed = [{ ...created.data, keys: [{ id: 'k1', type: 'rsa' }] }];
        return created;
      },
      'POST /api/codeload': { status: 200, data: new Blob(['PK']) },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    const urls = network.calls.map((call) => `${call.method} ${call.url}`);
    expect(urls.filter((url) => url === 'post /api/applications')).toHaveLength(1);
    const codeloads = network.calls.filter((call) => call.url === '/api/codeload');
    expect(codeloads).toHaveLength(2);
    expect(JSON.parse(codeloads[1].data as string)).toMatchObject({
      integrationKey: KEY_ID,
      privateKey: PEM,
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(store.getState().toasts.map((toast) => toast.text)).toContain(
      KEY_REUSED_TEXT('Quickstart Node.js'),
    );
  });

  it('a later visit reuses the listed key, created only when missing, with a new key pair for this project', async () => {
    network = mockHttp({
      'GET /api/applications': {
        status: 200,
        data: {
          applications: [
            { client_id: 'other', name: 'Quickstart Python', redirect_uris: [], keys: [] },
            { ...created.data, keys: [{ id: 'k1', type: 'rsa' }] },
          ],
        },
      },
      'POST /api/keys': { status: 201, data: { id: 'k2', type: 'rsa', privateKey: PEM } },
      'POST /api/codeload': { status: 200, data: new Blob(['PK']) },
    });
    const store = makeStore();
    store.dispatch(quickstart.downloadRequested(request));
    await flowsSettled();
    expect(network.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'get /api/applications',
      'post /api/keys',
      'post /api/codeload',
    ]);
    expect(JSON.parse(network.calls[1].data as string)).toEqual({ integrationKeyId: KEY_ID });
    const codeload = JSON.parse(network.calls[2].data as string);
    expect(codeload).toMatchObject({ integrationKey: KEY_ID, privateKey: PEM });
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual([
      KEY_REUSED_TEXT('Quickstart Node.js'),
      DOWNLOAD_READY_TEXT,
    ]);
  });
});
