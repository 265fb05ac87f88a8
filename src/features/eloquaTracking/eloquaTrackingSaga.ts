import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { errorToastText } from '../toasts/errorToastText';
import { postEloquaTracking } from './api';
import { eloquaTrackingActions } from './eloquaTrackingSlice';
import type { EloquaTrackingState } from './eloquaTrackingSlice';

/** Marketing tracking is sent only when an interest is set (docs/behaviour.md §5). */
export function* eloquaTrackingWorker() {
  const { interest, globalUser, currentUser }: EloquaTrackingState = yield select(
    (state: RootState) => state.eloquaTracking,
  );
  if (!interest) return;
  try {
    yield call(postEloquaTracking, { interest, globalUser, currentUser });
    yield put(eloquaTrackingActions.trackingSent());
  } catch (error) {
    yield put(eloquaTrackingActions.trackingFailed(errorToastText(error)));
  }
}

export function* watchEloquaTracking() {
  yield takeLatest(eloquaTrackingActions.interestSelected.type, eloquaTrackingWorker);
}
