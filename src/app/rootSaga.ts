import { watchAnalytics } from '../features/analytics/analyticsSaga';
import { watchSearch } from '../features/search/searchSaga';
import { watchConsent } from '../features/consent/consentSaga';
import { watchEloquaTracking } from '../features/eloquaTracking/eloquaTrackingSaga';
import { watchGlobalUser } from '../features/globalUser/globalUserSaga';
import { watchUserSession } from '../features/user/userSaga';

/**
 * The flows every page needs, each started on its own by the store's saga runner (one that
 * crashes does not take the others down): the session, the visitor id, consent and the
 * analytics it gates, tracking and the header's search. A tool's saga is not here: the
 * component that uses it starts it (`useSaga` of src/app/hooks.ts), so its code loads with
 * that page only (docs/performance.md, "Staying out of the first load").
 */
export const everyPageSagas = [
  watchUserSession,
  watchGlobalUser,
  watchConsent,
  watchAnalytics,
  watchEloquaTracking,
  watchSearch,
];
