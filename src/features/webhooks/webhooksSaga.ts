import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  ConnectConfigurationSummary,
  HmacKey,
  WebhookDeliveriesPage,
  WebhookDelivery,
} from '../../../lib/webhooks/contract';
import type { RootState } from '../../app/store';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import {
  deleteHmacKey,
  fetchConfigurations,
  fetchDeliveries,
  fetchHmacKeys,
  resendDelivery,
  sendTestEvent,
} from './api';
import { webhooksActions as actions } from './webhooksSlice';

const accountIdOf = (state: RootState) => state.user.currentAccountInfo?.account_id ?? '';

function* failed(error: unknown) {
  yield put(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
}

/** The deliveries, the configurations and the HMAC keys of the user's current account. */
export function* loadDeliveriesWorker() {
  const accountId: string = yield select(accountIdOf);
  try {
    const [page, configurations, hmacKeys]: [
      WebhookDeliveriesPage,
      ConnectConfigurationSummary[],
      HmacKey[],
    ] = yield all([
      call(fetchDeliveries, accountId),
      call(fetchConfigurations, accountId),
      call(fetchHmacKeys, accountId),
    ]);
    yield put(
      actions.deliveriesLoaded({
        deliveries: page.deliveries,
        totalRecords: page.totalRecords,
        configurations,
        hmacKeys,
      }),
    );
  } catch (error) {
    yield put(actions.loadFailed(errorToastText(error)));
  }
}

export function* resendWorker(action: PayloadAction<string>) {
  const accountId: string = yield select(accountIdOf);
  try {
    const delivery: WebhookDelivery = yield call(resendDelivery, accountId, action.payload);
    yield put(actions.deliveryResent(delivery));
  } catch (error) {
    yield put(actions.resendFailed(action.payload));
    yield* failed(error);
  }
}

export function* testEventWorker(action: PayloadAction<string>) {
  const accountId: string = yield select(accountIdOf);
  try {
    const delivery: WebhookDelivery = yield call(sendTestEvent, accountId, action.payload);
    yield put(actions.testEventQueued(delivery));
    yield put(toastsActions.toastAdded({ text: 'Test event queued.', kind: 'success' }));
  } catch (error) {
    yield put(actions.testEventFailed());
    yield* failed(error);
  }
}

export function* deleteHmacKeyWorker(action: PayloadAction<string>) {
  const accountId: string = yield select(accountIdOf);
  try {
    yield call(deleteHmacKey, accountId, action.payload);
    yield put(actions.hmacKeyDeleted(action.payload));
  } catch (error) {
    yield* failed(error);
  }
}

export function* watchWebhooks() {
  yield takeLatest([actions.pageOpened.type, actions.refreshRequested.type], loadDeliveriesWorker);
  yield takeEvery(actions.resendRequested.type, resendWorker);
  yield takeEvery(actions.testEventRequested.type, testEventWorker);
  yield takeEvery(actions.hmacKeyDeleteRequested.type, deleteHmacKeyWorker);
}
