import { isHttpError } from '../../app/httpError';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { userActions } from '../user/userSlice';
import {
  createApplication,
  createSecret,
  deleteKey,
  deleteSecret,
  fetchAccessToken,
  listApplications,
} from './api';
import type { Application, Secret } from './api';
import {
  MASKED_SECRET_PREFIX,
  MISSING_REDIRECT_URI,
  MISSING_REDIRECT_URI_TEXT,
  STATE_MISMATCH_TEXT,
  TOKEN_GENERATOR_NAME,
  authorizationUrl,
  browser,
  tokenGeneratorBasePath,
} from './flow';
import { tokenErrorText } from './tokenErrors';
import { tokenGeneratorActions } from './tokenGeneratorSlice';
import type { AccessTokenData } from './tokenGeneratorSlice';

/** Marks a failure already reported (toast and flag), so outer handlers do not report it twice. */
class ReportedFailure extends Error {}

function* fail(error: string | undefined, text: string) {
  yield put(tokenGeneratorActions.authFailed(error));
  yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  return new ReportedFailure(text);
}

/**
 * Finds the token generator's key (name contains the token-generator name) or creates it, then
 * checks that one of its redirect URIs starts with this page's base path (docs/behaviour.md §4).
 */
export function* ensureTokenGeneratorKey() {
  const origin: string = yield call(browser.origin);
  const basePath = tokenGeneratorBasePath(origin);
  let applications: Application[];
  try {
    applications = yield call(listApplications);
  } catch (error) {
    // A 401 during key lookup: the session is gone (docs/behaviour.md §6).
    if (isHttpError(error) && error.response?.status === 401) {
      yield put(userActions.unauthorized());
      yield put(tokenGeneratorActions.authFailed(errorToastText(error)));
      throw new ReportedFailure('unauthorized');
    }
    throw error;
  }
  let key = applications.find((application) => application.name.includes(TOKEN_GENERATOR_NAME));
  if (!key) {
    key = (yield call(createApplication, {
      name: TOKEN_GENERATOR_NAME,
      redirect_uris: [basePath],
      shouldCreateSecretKey: false,
      shouldCreateRSAKey: false,
    })) as Application;
  }
  if (!key.redirect_uris.some((uri) => uri.startsWith(basePath))) {
    throw (yield* fail(MISSING_REDIRECT_URI, MISSING_REDIRECT_URI_TEXT)) as ReportedFailure;
  }
  yield put(tokenGeneratorActions.integrationKeyIdSet(key.client_id));
  return key;
}

/** "Generate token": make sure the key is right, then send the browser to the platform's sign-in. */
export function* tokenRequestWorker() {
  try {
    const key: Application = yield call(ensureTokenGeneratorKey);
    const origin: string = yield call(browser.origin);
    const state: string = yield call(browser.newState);
    yield call(browser.storeState, state);
    yield call(browser.navigate, authorizationUrl(origin, key.client_id, state));
  } catch (error) {
    if (error instanceof ReportedFailure) return;
    yield* fail(errorToastText(error), errorToastText(error));
  }
}

const isMasked = (secret: Secret) => secret.secret.startsWith(MASKED_SECRET_PREFIX);

/**
 * Back from the platform with a code: a new secret, every older masked secret and RSA key
 * deleted, then the code exchanged with the plain secret. The token stays in memory only.
 */
export function* codeReturnedWorker(action: PayloadAction<{ code: string; state: string | null }>) {
  const expectedState: string | null = yield call(browser.takeState);
  if (!expectedState || expectedState !== action.payload.state) {
    yield* fail('state_mismatch', STATE_MISMATCH_TEXT);
    return;
  }
  try {
    const key: Application = yield call(ensureTokenGeneratorKey);
    const secret: Secret = yield call(createSecret, key.client_id);
    for (const old of (key.secrets ?? []).filter(isMasked)) {
      if (old.id !== secret.id) yield call(deleteSecret, key.client_id, old.id);
    }
    for (const rsaKey of key.keys ?? []) {
      yield call(deleteKey, key.client_id, rsaKey.id);
    }
    let accessTokenData: AccessTokenData;
    try {
      accessTokenData = yield call(
        fetchAccessToken,
        key.client_id,
        secret.secret,
        action.payload.code,
      );
    } catch (error) {
      const body = isHttpError(error) ? (error.response?.data as Record<string, unknown>) : null;
      const description =
        typeof body?.error_description === 'string' ? body.error_description : undefined;
      const code = typeof body?.error === 'string' ? body.error : undefined;
      yield* fail(description ?? code, tokenErrorText(description, code));
      return;
    }
    yield put(
      tokenGeneratorActions.tokenSucceeded({ integrationKeyId: key.client_id, accessTokenData }),
    );
    yield put(toastsActions.toastAdded({ text: 'Access token generated.', kind: 'success' }));
  } catch (error) {
    if (error instanceof ReportedFailure) return;
    yield* fail(errorToastText(error), errorToastText(error));
  }
}

export function* watchTokenGenerator() {
  yield takeLatest(tokenGeneratorActions.tokenRequested.type, tokenRequestWorker);
  yield takeLatest(tokenGeneratorActions.codeReturned.type, codeReturnedWorker);
}
