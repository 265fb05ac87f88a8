import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { INBOX_PAGE_SIZE, type InboxPage } from '../../../lib/inbox/contract';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import { fetchInbox } from './api';
import { sandboxInboxActions } from './sandboxInboxSlice';

export function* inboxWorker(action: PayloadAction<{ startPosition: number }>) {
  try {
    const page: InboxPage = yield call(fetchInbox, action.payload.startPosition, INBOX_PAGE_SIZE);
    yield put(sandboxInboxActions.inboxLoaded(page));
  } catch (error) {
    const text = errorToastText(error);
    yield put(sandboxInboxActions.inboxFailed(text));
    yield put(toastsActions.toastAdded({ text, kind: 'danger' }));
  }
}

export function* watchSandboxInbox() {
  yield takeLatest(sandboxInboxActions.inboxRequested.type, inboxWorker);
}
