import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import {
  createApplication,
  createRsaKey,
  createSecret,
  deleteApplication,
  deleteKey,
  deleteSecret,
  listApplications,
  updateApplication,
  type Application,
  type ApplicationChanges,
  type NewApplication,
  type RsaKey,
  type Secret,
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

function* failed(error: unknown) {
  const text = errorToastText(error);
  yield put(integrationKeysActions.workFailed(text));
  yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
}

/** A new key; its secret and private key (if asked for) are revealed once. */
export function* creationWorker(action: PayloadAction<NewApplication>) {
  try {
    const created: Application = yield call(createApplication, action.payload);
    yield put(integrationKeysActions.creationSucceeded(created));
    yield put(toastsActions.toastAdded({ text: 'Integration key created.', kind: 'success' }));
  } catch (error) {
    yield* failed(error);
  }
}

/**
 * A new secret, revealed once. A rotation (`replacing`) deletes the old secret only after the
 * new one exists, so a failure never leaves the key without the secret it had.
 */
export function* secretWorker(
  action: PayloadAction<{ integrationKeyId: string; replacing?: string }>,
) {
  const { integrationKeyId, replacing } = action.payload;
  try {
    const secret: Secret = yield call(createSecret, integrationKeyId);
    if (replacing) yield call(deleteSecret, integrationKeyId, replacing);
    yield put(
      integrationKeysActions.secretAdded({ integrationKeyId, secret, replaced: replacing }),
    );
    const text = replacing ? 'Secret rotated.' : 'Secret added.';
    yield put(toastsActions.toastAdded({ text, kind: 'success' }));
  } catch (error) {
    yield* failed(error);
    // The list shows what the platform now holds (a rotation may have stopped half way).
    yield call(listWorker);
  }
}

/** A new RSA key pair, its private key revealed once. */
export function* rsaKeyWorker(action: PayloadAction<{ integrationKeyId: string }>) {
  const { integrationKeyId } = action.payload;
  try {
    const key: RsaKey = yield call(createRsaKey, integrationKeyId);
    yield put(integrationKeysActions.rsaKeyAdded({ integrationKeyId, key }));
    yield put(toastsActions.toastAdded({ text: 'RSA key pair added.', kind: 'success' }));
  } catch (error) {
    yield* failed(error);
  }
}

export function* editWorker(
  action: PayloadAction<{ integrationKeyId: string; changes: ApplicationChanges }>,
) {
  try {
    const edited: Application = yield call(
      updateApplication,
      action.payload.integrationKeyId,
      action.payload.changes,
    );
    yield put(integrationKeysActions.editSucceeded(edited));
    yield put(toastsActions.toastAdded({ text: 'Integration key saved.', kind: 'success' }));
  } catch (error) {
    yield* failed(error);
  }
}

export function* watchIntegrationKeys() {
  yield takeLatest(integrationKeysActions.listRequested.type, listWorker);
  yield takeEvery(integrationKeysActions.deletionRequested.type, deletionWorker);
  yield takeEvery(integrationKeysActions.creationRequested.type, creationWorker);
  yield takeEvery(integrationKeysActions.secretRequested.type, secretWorker);
  yield takeEvery(integrationKeysActions.rsaKeyRequested.type, rsaKeyWorker);
  yield takeEvery(integrationKeysActions.editRequested.type, editWorker);
}
