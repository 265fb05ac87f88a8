import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { appStarted } from '../../app/appEvents';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchUserInfo, fetchUserSettings } from './api';
import { readAndClearDctCookie } from './dctCookie';
import { loginErrorText, takeLoginError } from './loginError';
import { selectToken } from './selectors';
import { userActions } from './userSlice';
import type { UserInfo, UserSettings } from './userTypes';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

/**
 * Session start (docs/behaviour.md §2 and §4): a dct cookie wins over the stored token; any token is
 * then checked by loading the profile and settings, so a stored but expired token ends in logout.
 */
export function* sessionStartWorker() {
  const loginError: string | null = yield call(takeLoginError);
  if (loginError) {
    yield put(toastsActions.toastAdded({ text: loginErrorText(loginError), kind: 'danger' }));
  }
  const cookieToken: string | null = yield call(readAndClearDctCookie);
  if (cookieToken) yield put(userActions.tokenReceived(cookieToken));
  const token: string | null = yield select(selectToken);
  if (token) yield put(userActions.profileRequested());
}

export function* profileWorker() {
  try {
    const [userInfo, settings]: [UserInfo, UserSettings] = yield all([
      call(fetchUserInfo),
      call(fetchUserSettings),
    ]);
    yield put(userActions.profileLoaded({ userInfo, settings }));
  } catch (error) {
    const text = errorToastText(error);
    yield put(userActions.profileLoadFailed(text));
    yield put(userActions.loggedOut());
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

/** A 401 while looking up keys: the token is no good any more. */
export function* unauthorizedWorker() {
  yield put(userActions.loggedOut());
  yield put(toastsActions.toastAdded({ text: SESSION_EXPIRED_TEXT, kind: 'warning' }));
}

export function* watchUserSession() {
  yield takeLatest(userActions.profileRequested.type, profileWorker);
  yield takeEvery(userActions.unauthorized.type, unauthorizedWorker);
  yield take(appStarted.type);
  yield call(sessionStartWorker);
}
