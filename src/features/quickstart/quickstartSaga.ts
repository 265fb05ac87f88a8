import { isHttpError } from '../../app/httpError';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { createApplication, listApplications } from '../tokenGenerator/api';
import type { Application } from '../tokenGenerator/api';
import { userActions } from '../user/userSlice';
import { requestCodeload } from './api';
import { download } from './download';
import { quickstartActions } from './quickstartSlice';
import type { DownloadRequest } from './quickstartSlice';

/** docs/behaviour.md §9: an account holds at most 100 integration keys. */
export const INTEGRATION_KEY_LIMIT = 100;
export const QUICKSTART_PATH = '/docs/esign-rest-api/quickstart/';
export const KEY_CREATED_TEXT = 'Integration key created.';
export const DOWNLOAD_READY_TEXT = 'Your quickstart project is downloading.';

/**
 * Private keys of the key pairs created on this page, by integration key. The platform returns a
 * private key only when it creates the pair, so it is kept here, in memory, for the download.
 */
const privateKeys = new Map<string, string>();
/** The key made for each language in this visit, so a second download does not make another. */
const keysByLanguage = new Map<string, string>();

/** Forgets the keys of this visit (tests; a new visit starts empty anyway). */
export function forgetQuickstartKeys() {
  privateKeys.clear();
  keysByLanguage.clear();
}

function* createQuickstartKey(request: DownloadRequest) {
  const applications: Application[] = yield call(listApplications);
  if (applications.length >= INTEGRATION_KEY_LIMIT) {
    yield put(quickstartActions.keyLimitReached());
    return null;
  }
  const origin: string = yield call(download.origin);
  const created: Application = yield call(createApplication, {
    name: `Quickstart ${request.displayName}`,
    redirect_uris: [`${origin}${QUICKSTART_PATH}`],
    shouldCreateSecretKey: false,
    shouldCreateRSAKey: true,
  });
  const privateKey = created.keys?.find((key) => key.privateKey)?.privateKey;
  if (privateKey) {
    privateKeys.set(created.client_id, privateKey);
    keysByLanguage.set(request.displayName, created.client_id);
  }
  yield put(quickstartActions.keyCreated(created.client_id));
  yield put(toastsActions.toastAdded({ text: KEY_CREATED_TEXT, kind: 'success' }));
  return created.client_id;
}

/** Download flow (docs/behaviour.md §4): use or create the key, then request and save the zip. */
export function* quickstartDownloadWorker(action: PayloadAction<DownloadRequest>) {
  const request = action.payload;
  let integrationKey = request.integrationKey ?? keysByLanguage.get(request.displayName) ?? null;
  if (!integrationKey) {
    try {
      integrationKey = yield call(createQuickstartKey, request);
      if (!integrationKey) return;
    } catch (error) {
      if (isHttpError(error) && error.response?.status === 401) {
        yield put(userActions.unauthorized());
      }
      const text = errorToastText(error);
      yield put(quickstartActions.keyFailed(text));
      yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
      return;
    }
  }
  try {
    const { blob, fileName }: { blob: Blob; fileName: string | null } = yield call(
      requestCodeload,
      {
        integrationKey,
        repositoryName: request.repositoryName,
        selectedProjectIndex: request.selectedProjectIndex,
        displayName: request.displayName,
        branch: request.branch,
        privateKey: privateKeys.get(integrationKey),
      },
    );
    const name =
      fileName ?? `${request.application ?? 'quickstart'}-${request.language ?? 'project'}.zip`;
    yield call(download.save, blob, name);
    yield put(quickstartActions.downloadReady());
    yield put(toastsActions.toastAdded({ text: DOWNLOAD_READY_TEXT, kind: 'success' }));
  } catch (error) {
    const text = errorToastText(error);
    yield put(quickstartActions.downloadFailed(text));
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

export function* watchQuickstart() {
  yield takeLatest(quickstartActions.downloadRequested.type, quickstartDownloadWorker);
}
