import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { consentActions, selectMarketingConsent } from '../consent/consentSlice';
import { errorToastText } from '../toasts/errorToastText';
import { postEloquaTracking } from './api';
import { eloquaTrackingActions } from './eloquaTrackingSlice';
import type { EloquaTrackingState } from './eloquaTrackingSlice';

/**
 * Marketing tracking is sent only when an interest is set (docs/behaviour.md §5), only with the
 * visitor's consent to marketing, and once per interest (a new one is sent when it changes).
 */
export function* eloquaTrackingWorker() {
  if (!((yield select(selectMarketingConsent)) as boolean)) return;
  const { interest, sentInterest, globalUser, currentUser }: EloquaTrackingState = yield select(
    (state: RootState) => state.eloquaTracking,
  );
  if (!interest || interest === sentInterest) return;
  try {
    yield call(postEloquaTracking, { interest, globalUser, currentUser });
    yield put(eloquaTrackingActions.trackingSent(interest));
  } catch (error) {
    yield put(eloquaTrackingActions.trackingFailed(errorToastText(error)));
  }
}

export function* watchEloquaTracking() {
  // A consent given later sends the interest already set.
  yield takeLatest(
    [
      eloquaTrackingActions.interestSelected.type,
      consentActions.consentLoaded.type,
      consentActions.consentChosen.type,
    ],
    eloquaTrackingWorker,
  );
}
