import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { UsageReport } from '../../../lib/usage/contract';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchUsage, type UsageQuery } from './api';
import { apiUsageActions } from './apiUsageSlice';

export function* usageWorker(action: PayloadAction<UsageQuery>) {
  try {
    const report: UsageReport = yield call(fetchUsage, action.payload);
    yield put(apiUsageActions.usageLoaded(report));
  } catch (error) {
    const text = errorToastText(error);
    yield put(apiUsageActions.usageFailed(text));
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

export function* watchApiUsage() {
  yield takeLatest(apiUsageActions.usageRequested.type, usageWorker);
}
