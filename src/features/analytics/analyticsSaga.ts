import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import type { SignalEvent } from '../../../lib/analytics/contract';
import { PAGE_VIEW_DELAY_MS, TAG_MANAGER_LOAD_DELAY_MS } from '../../../lib/analytics/tagManager';
import type { TagManagerConfig } from '../../../lib/analytics/tagManager';
import type { RootState } from '../../app/rootReducer';
import { searchActions } from '../search/searchSlice';
import { consentActions, selectAnalyticsConsent } from '../consent/consentSlice';
import { eloquaTrackingActions } from '../eloquaTracking/eloquaTrackingSlice';
import { experimentExposed, routeChanged } from './analyticsEvents';
import { postSignal } from './api';
import { wasExposed, rememberExposure } from './exposures';
import { interestOfPath } from './interest';
import {
  configuredTagManager,
  injectTagManager,
  pageLoaded,
  pushToDataLayer,
  sinceLoad,
} from './tagManager';
import type { SearchResponse } from '../../../lib/search/searchContract';

const selectUuid = (state: RootState) => state.globalUser.userUuid;

/** A misconfigured container (the build refuses one, so only in tests) is no tag manager. */
function tagManager(): TagManagerConfig | undefined {
  try {
    return configuredTagManager();
  } catch {
    return undefined;
  }
}

/** Sends without holding the flow; a failed event is only logged. */
function* sendSignal(event: SignalEvent) {
  yield spawn(function* sendDetached() {
    try {
      yield call(postSignal, event);
    } catch (error) {
      console.warn('[analytics] event not sent', event.type, error);
    }
  });
}

/** docs/behaviour.md §7: with consent and a container id, the script loads 3 s after the page. */
export function* tagManagerWorker() {
  const config = tagManager();
  if (!config) return;
  while (!((yield select(selectAnalyticsConsent)) as boolean)) {
    yield take([consentActions.consentLoaded.type, consentActions.consentChosen.type]);
  }
  yield call(pageLoaded);
  const elapsed = sinceLoad() ?? 0;
  yield delay(Math.max(0, TAG_MANAGER_LOAD_DELAY_MS - elapsed));
  yield call(injectTagManager, config);
}

/**
 * A route update: its marketing interest at once; its page view 3.5 s later (docs/behaviour.md
 * §7), to the tag manager and as a signal event, with analytics consent only.
 */
export function* routeWorker(action: PayloadAction<{ path: string; referrer: string | null }>) {
  const { path, referrer } = action.payload;
  const interest = interestOfPath(path);
  if (interest) yield put(eloquaTrackingActions.interestSelected(interest));
  yield delay(PAGE_VIEW_DELAY_MS);
  if (!((yield select(selectAnalyticsConsent)) as boolean)) return;
  const title = document.title.slice(0, 200);
  if (tagManager()) pushToDataLayer({ event: 'page_view', page_path: path, page_title: title });
  const uuid: string | null = yield select(selectUuid);
  yield call(sendSignal, {
    type: 'page_view',
    path,
    ...(title ? { title } : {}),
    ...(referrer ? { referrer } : {}),
    ...(uuid ? { globalUserUuid: uuid } : {}),
  });
}

/** An experiment's exposure: sent once per visitor and variant, with analytics consent. */
export function* exposureWorker(action: ReturnType<typeof experimentExposed>) {
  const { experiment, variant, userId, path } = action.payload;
  if (!((yield select(selectAnalyticsConsent)) as boolean)) return;
  if (wasExposed(experiment, variant, userId)) return;
  rememberExposure(experiment, variant, userId);
  if (tagManager()) pushToDataLayer({ event: 'experiment_exposure', experiment, variant });
  const uuid: string | null = yield select(selectUuid);
  yield call(sendSignal, {
    type: 'experiment_exposure',
    path,
    experiment: { name: experiment, variant },
    ...(uuid ? { globalUserUuid: uuid } : {}),
  });
}

/** A search that answered: what was searched and how many results, with analytics consent. */
export function* searchWorker(action: PayloadAction<SearchResponse>) {
  if (!((yield select(selectAnalyticsConsent)) as boolean)) return;
  const uuid: string | null = yield select(selectUuid);
  yield call(sendSignal, {
    type: 'search',
    path: '/search/',
    query: action.payload.query.slice(0, 200),
    resultCount: action.payload.total,
    ...(uuid ? { globalUserUuid: uuid } : {}),
  });
}

export function* watchAnalytics() {
  yield spawn(tagManagerWorker);
  yield takeEvery(routeChanged.type, routeWorker);
  yield takeEvery(experimentExposed.type, exposureWorker);
  yield takeEvery(searchActions.searchSucceeded.type, searchWorker);
}
