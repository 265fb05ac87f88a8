import { call, put, select, take } from 'redux-saga/effects';
import { appStarted } from '../../app/appEvents';
import type { RootState } from '../../app/rootReducer';
import { sendClientEvent } from '../telemetry/telemetrySaga';
import { errorToastText } from '../toasts/errorToastText';
import { fetchGlobalUserUuid } from './api';
import { globalUserActions } from './globalUserSlice';

declare global {
  interface Window {
    /** Set by the hosting page when it already knows the visitor's global id. */
    globalUserUuid?: string;
  }
}

/** Telemetry event of a failed lookup (docs/behaviour.md §8). */
export const GLOBAL_USER_UUID_ERROR = 'Global User UUID Error';

function pageGlobalUuid(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.globalUserUuid || undefined;
}

/**
 * When the service cannot be reached: the id remembered with tracking (docs/behaviour.md §3 persists
 * eloquaTracking.globalUser, set from the last id received), so the visitor keeps the id the
 * service gave on an earlier visit; only a first visit with the service down gets a random one.
 * Either way every request still carries a global-user-uuid header.
 */
export function fallbackUuid(remembered: string | null): string {
  return remembered || crypto.randomUUID();
}

/** The page global first, else the user-id service; its failure is reported, then a fallback. */
export function* globalUserWorker() {
  const fromPage = pageGlobalUuid();
  if (fromPage) {
    yield put(globalUserActions.userUuidReceived(fromPage));
    return;
  }
  try {
    const uuid: string = yield call(fetchGlobalUserUuid);
    yield put(globalUserActions.userUuidReceived(uuid));
  } catch (error) {
    const message = errorToastText(error);
    yield put(globalUserActions.userUuidFailed(message));
    const remembered: string | null = yield select(
      (state: RootState) => state.eloquaTracking.globalUser,
    );
    const uuid = fallbackUuid(remembered);
    // Received before the event is sent, so the telemetry call carries the header too.
    yield put(globalUserActions.userUuidReceived(uuid));
    yield call(sendClientEvent, {
      eventSource: GLOBAL_USER_UUID_ERROR,
      eventData: { message },
      globalUserUuid: uuid,
    });
  }
}

export function* watchGlobalUser() {
  yield take(appStarted.type);
  yield call(globalUserWorker);
}
