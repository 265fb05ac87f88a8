import { all, call, put, takeLatest } from 'redux-saga/effects';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchOpensourceManifest, fetchOpensourceRepositories } from './api';
import { opensourceActions } from './opensourceSlice';
import type { OpensourceConfiguration, OpensourceRepository } from './opensourceSlice';

function* loadConfiguration() {
  try {
    const configuration: OpensourceConfiguration = yield call(fetchOpensourceManifest);
    yield put(opensourceActions.configurationLoaded(configuration));
  } catch (error) {
    yield put(opensourceActions.configurationFailed());
    yield put(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
  }
}

function* loadRepositories() {
  try {
    const repositories: OpensourceRepository[] = yield call(fetchOpensourceRepositories);
    // docs/behaviour.md §5: an empty list is a failure too.
    if (repositories.length === 0) throw new Error('No repositories to show.');
    yield put(opensourceActions.repositoriesLoaded(repositories));
  } catch (error) {
    yield put(opensourceActions.repositoriesFailed());
    yield put(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
  }
}

/** Manifest and repositories load side by side; each failure sets only its own flag. */
export function* opensourceLoadWorker() {
  yield all([call(loadConfiguration), call(loadRepositories)]);
  yield put(opensourceActions.loadFinished());
}

export function* watchOpensource() {
  yield takeLatest(opensourceActions.loadRequested.type, opensourceLoadWorker);
}
