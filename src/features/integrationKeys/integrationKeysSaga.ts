import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import {
  deleteApplication,
  deleteKey,
  deleteSecret,
  listApplications,
  type Application,
} from './api';
import { integrationKeysActions, type DeletionTarget } from './integrationKeysSlice';

const DELETED: Record<DeletionTarget['kind'], string> = {
  key: 'Integration key deleted.',
  secret: 'Secret deleted.',
  rsaKey: 'RSA key pair deleted.',
};

export function* listWorker() {
  try {
    const applications: Application[] = yield call(listApplications);
    yield put(integrationKeysActions.listLoaded(applications));
  } catch (error) {
    const text = errorToastText(error);
    yield put(integrationKeysActions.listFailed(text));
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

/** One confirmed deletion: the platform first, then the page, and a toast either way. */
export function* deletionWorker(action: PayloadAction<DeletionTarget>) {
  const target = action.payload;
  try {
    if (target.kind === 'key') yield call(deleteApplication, target.integrationKeyId);
    else if (target.kind === 'secret') yield call(deleteSecret, target.integrationKeyId, target.id);
    else yield call(deleteKey, target.integrationKeyId, target.id);
    yield put(integrationKeysActions.deletionSucceeded(target));
    yield put(toastsActions.toastAdded({ text: DELETED[target.kind], kind: 'success' }));
  } catch (error) {
    const text = errorToastText(error);
    yield put(integrationKeysActions.deletionFailed(text));
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

export function* watchIntegrationKeys() {
  yield takeLatest(integrationKeysActions.listRequested.type, listWorker);
  yield takeEvery(integrationKeysActions.deletionRequested.type, deletionWorker);
}
