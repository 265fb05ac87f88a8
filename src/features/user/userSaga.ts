import { isHttpError } from '../../app/httpError';
import { all, call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { announceSessionExpired } from '../../app/sessionExpiry';
import { appStarted } from '../../app/appEvents';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchUserInfo, fetchUserSettings } from './api';
import { readAndClearDctCookie } from './dctCookie';
import { loginErrorText, takeLoginError } from './loginError';
import { selectToken } from './selectors';
import { userActions } from './userSlice';
import type { UserInfo, UserSettings } from './userTypes';

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
    // A 401 is an expired session: the HTTP client has said so once, with its "Log in" link.
    const expired = isHttpError(error) && error.response?.status === 401;
    if (!expired) yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

/**
 * A 401 while looking up keys, or to a call the explorer sent: the token is no good any more.
 * Signed out like any expired session, with its one notice and "Log in again" link.
 */
export function* unauthorizedWorker() {
  yield put(userActions.loggedOut());
  yield call(announceSessionExpired);
}

export function* watchUserSession() {
  yield takeLatest(userActions.profileRequested.type, profileWorker);
  yield takeEvery(userActions.unauthorized.type, unauthorizedWorker);
  yield take(appStarted.type);
  yield call(sessionStartWorker);
}
