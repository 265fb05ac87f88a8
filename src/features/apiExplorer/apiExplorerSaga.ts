import { isHttpError } from '../../app/httpError';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ExplorerResponse } from '../../../lib/explorer/contract';
import { postExplorerCall } from './api';
import type { ExplorerCall } from './api';
import { apiExplorerActions } from './apiExplorerSlice';
import type { ApiExplorerResponse } from './apiExplorerTypes';
import { userActions } from '../user/userSlice';

/** An answer of the portal itself (bad field, no session) shown like a platform answer. */
export function failureResponse(error: unknown): ApiExplorerResponse {
  if (isHttpError<{ message?: string; field?: string }>(error) && error.response) {
    const { status, statusText, data } = error.response;
    return {
      status,
      statusText: statusText || undefined,
      data,
      message: data?.message ?? error.message,
    };
  }
  return { message: error instanceof Error ? error.message : 'The request could not be sent.' };
}

/**
 * The action carries only what is serialisable: for a file upload, the files' metadata. The File
 * objects wait in multipart/uploadFiles, and postExplorerCall reads them while building the
 * FormData, so no File passes through an action or the store (and takeLatest still applies).
 */
export function* sendRequestWorker(action: PayloadAction<ExplorerCall>) {
  try {
    const answer: ExplorerResponse = yield call(postExplorerCall, action.payload);
    yield put(
      apiExplorerActions.responseReceived({
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
        data: answer.body,
        durationMs: answer.durationMs,
        binary: answer.binary,
      }),
    );
    // The platform refused the user's own token: the session is over, as after any 401.
    if (answer.status === 401) yield put(userActions.unauthorized());
  } catch (error) {
    yield put(apiExplorerActions.requestFailed(failureResponse(error)));
  }
}

/** A newer Send wins: the answer of an older call still in flight is dropped. */
export function* watchApiExplorer() {
  yield takeLatest(apiExplorerActions.requestSent.type, sendRequestWorker);
}
