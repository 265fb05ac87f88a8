import { isHttpError } from '../../app/httpError';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { createApplication, listApplications } from '../tokenGenerator/api';
import type { Application } from '../tokenGenerator/api';
import { userActions } from '../user/userSlice';
import { createKeyPair, requestCodeload } from './api';
import { QUICKSTART_PATH } from '../../../lib/site/sitePaths';
import { download } from './download';
import { quickstartActions } from './quickstartSlice';
import type { DownloadRequest } from './quickstartSlice';

export { QUICKSTART_PATH };

/** docs/behaviour.md §9: an account holds at most 100 integration keys. */
export const INTEGRATION_KEY_LIMIT = 100;
export const KEY_CREATED_TEXT = 'Integration key created.';
export const DOWNLOAD_READY_TEXT = 'Your quickstart project is downloading.';

export const KEY_REUSED_TEXT = (name: string) => `Using your integration key “${name}”.`;

/**
 * Private keys of the key pairs created on this page, by integration key. The platform returns a
 * private key only when it creates the pair, so it is kept here, in memory, for the download.
 */
const privateKeys = new Map<string, string>();

/** Forgets the keys of this visit (tests; a new visit starts empty anyway). */
export function forgetQuickstartKeys() {
  privateKeys.clear();
}

/** The one key of a user and language: its name (the token generator finds its key the same way). */
export const quickstartKeyName = (request: DownloadRequest) => `Quickstart ${request.displayName}`;

/**
 * The account's quickstart key for the language: the existing one (listed by name), else a new
 * one with an RSA pair, within the 100-key limit (docs/behaviour.md §4, §9). Null at the limit.
 */
function* ensureQuickstartKey(request: DownloadRequest) {
  const name = quickstartKeyName(request);
  const applications: Application[] = yield call(listApplications);
  const existing = applications.find((application) => application.name === name);
  if (existing) {
    // The platform shows a private key once, when it makes the pair: a key reused from an
    // earlier visit gets a new pair of its own for this project (its earlier projects keep theirs).
    if (!privateKeys.has(existing.client_id)) {
      const pair: { privateKey?: string } = yield call(createKeyPair, existing.client_id);
      if (pair.privateKey) privateKeys.set(existing.client_id, pair.privateKey);
    }
    yield put(quickstartActions.keyCreated(existing.client_id));
    yield put(toastsActions.toastAdded({ text: KEY_REUSED_TEXT(name), kind: 'information' }));
    return existing.client_id;
  }
  if (applications.length >= INTEGRATION_KEY_LIMIT) {
    yield put(quickstartActions.keyLimitReached());
    return null;
  }
  const origin: string = yield call(download.origin);
  const created: Application = yield call(createApplication, {
    name,
    redirect_uris: [`${origin}${QUICKSTART_PATH}`],
    shouldCreateSecretKey: false,
    shouldCreateRSAKey: true,
  });
  const privateKey = created.keys?.find((key) => key.privateKey)?.privateKey;
  if (privateKey) privateKeys.set(created.client_id, privateKey);
  yield put(quickstartActions.keyCreated(created.client_id));
  yield put(toastsActions.toastAdded({ text: KEY_CREATED_TEXT, kind: 'success' }));
  return created.client_id;
}

/** Download flow (docs/behaviour.md §4): use or create the key, then request and save the zip. */
export function* quickstartDownloadWorker(action: PayloadAction<DownloadRequest>) {
  const request = action.payload;
  let integrationKey = request.integrationKey ?? null;
  if (!integrationKey) {
    try {
      integrationKey = yield call(ensureQuickstartKey, request);
      if (!integrationKey) return;
    } catch (error) {
      const text = errorToastText(error);
      yield put(quickstartActions.keyFailed(text));
      // A 401 ends the session, which says so once itself (SessionExpiredNotice).
      if (isHttpError(error) && error.response?.status === 401) {
        yield put(userActions.unauthorized());
        return;
      }
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
