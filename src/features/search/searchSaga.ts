import { call, cancelled, put, race, take, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { searchActions } from './searchSlice';
import type { SearchRequest } from './searchSlice';
import { errorMessage, fetchSearch } from './api';
import { errorToastText } from '../toasts/errorToastText';
import { toastsActions } from '../toasts/toastsSlice';
import type { SearchResponse } from '../../../lib/search/searchContract';

const { searchRequested, searchSucceeded, searchFailed, searchCancelled } = searchActions;

/**
 * One search: runs only when q is present (docs/behaviour.md §5). A newer search (takeLatest) or a
 * searchCancelled event ends it, and the HTTP request is aborted with it.
 */
export function* searchWorker(action: PayloadAction<SearchRequest>) {
  if (action.payload.q.trim() === '') {
    yield put(searchCancelled());
    return;
  }
  const controller = new AbortController();
  try {
    const outcome: { response?: SearchResponse; cancel?: unknown } = yield race({
      response: call(fetchSearch, action.payload, controller.signal),
      cancel: take(searchCancelled.type),
    });
    if (outcome.response) yield put(searchSucceeded(outcome.response));
  } catch (error) {
    // The page says the search failed in place; the toast gives the answer's own words (§8).
    yield put(searchFailed(errorMessage(error)));
    yield put(toastsActions.toastAdded({ text: errorToastText(error), kind: 'danger' }));
  } finally {
    // Superseded (takeLatest), cancelled, or done: the request must not outlive the worker.
    if (((yield cancelled()) as boolean) || !controller.signal.aborted) controller.abort();
  }
}

export function* watchSearch() {
  yield takeLatest(searchRequested.type, searchWorker);
}
