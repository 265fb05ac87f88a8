import { all, call, select, spawn } from 'redux-saga/effects';
import type { RootState } from './rootReducer';
import { CLIENT_ERROR_EVENTS, reportClientError } from '../features/telemetry/clientErrors';
import { watchApiExplorer } from '../features/apiExplorer/apiExplorerSaga';
import { watchDocumentation } from '../features/documentation/documentationSaga';
import { watchBingSearch } from '../features/bingSearchResponse/bingSearchResponseSaga';
import { watchEloquaTracking } from '../features/eloquaTracking/eloquaTrackingSaga';
import { watchGlobalUser } from '../features/globalUser/globalUserSaga';
import { watchUserSession } from '../features/user/userSaga';
import { watchTokenGenerator } from '../features/tokenGenerator/tokenGeneratorSaga';
import { watchQuickstart } from '../features/quickstart/quickstartSaga';
import { watchOpensource } from '../features/opensource/opensourceSaga';
import { watchSandboxInbox } from '../features/sandboxInbox/sandboxInboxSaga';
import { watchWebhookDeliveries } from '../features/webhookDeliveries/webhookDeliveriesSaga';
import { watchConsent } from '../features/consent/consentSaga';
import { watchAnalytics } from '../features/analytics/analyticsSaga';
import { watchBlogPosts } from '../features/blogPosts/blogPostsSaga';
import { watchIntegrationKeys } from '../features/integrationKeys/integrationKeysSaga';
import { watchApiUsage } from '../features/apiUsage/apiUsageSaga';

const watchers = [
  watchUserSession,
  watchGlobalUser,
  watchEloquaTracking,
  watchBingSearch,
  watchApiExplorer,
  watchTokenGenerator,
  watchQuickstart,
  watchDocumentation,
  watchOpensource,
  watchSandboxInbox,
  watchWebhookDeliveries,
  watchConsent,
  watchAnalytics,
  watchBlogPosts,
  watchIntegrationKeys,
  watchApiUsage,
];

/** Each watcher runs on its own: one that crashes is logged and does not take the others down. */
export function* rootSaga() {
  yield all(
    watchers.map((watcher) =>
      spawn(function* isolated() {
        try {
          yield call(watcher);
        } catch (error) {
          console.error(`[saga] ${watcher.name} stopped`, error);
          const uuid: string | null = yield select((state: RootState) => state.globalUser.userUuid);
          reportClientError(CLIENT_ERROR_EVENTS.saga, error, uuid);
        }
      }),
    ),
  );
}
