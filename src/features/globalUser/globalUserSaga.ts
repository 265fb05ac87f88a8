import { call, put, select, take } from 'redux-saga/effects';
import { appStarted } from '../../app/appEvents';
import type { RootState } from '../../app/rootReducer';
import { errorToastText } from '../toasts/errorToastText';
import { globalUserActions } from './globalUserSlice';

declare global {
  interface Window {
    /** Set by the hosting page when it already knows the visitor's global id. */
    globalUserUuid?: string;
  }
}

/** The page global first, then the id remembered with tracking, else a new random id. */
export function resolveGlobalUserUuid(remembered: string | null): string {
  const fromPage = typeof window === 'undefined' ? undefined : window.globalUserUuid;
  return fromPage || remembered || crypto.randomUUID();
}

export function* globalUserWorker() {
  try {
    const remembered: string | null = yield select(
      (state: RootState) => state.eloquaTracking.globalUser,
    );
    const uuid: string = yield call(resolveGlobalUserUuid, remembered);
    yield put(globalUserActions.userUuidReceived(uuid));
  } catch (error) {
    yield put(globalUserActions.userUuidFailed(errorToastText(error)));
  }
}

export function* watchGlobalUser() {
  yield take(appStarted.type);
  yield call(globalUserWorker);
}
