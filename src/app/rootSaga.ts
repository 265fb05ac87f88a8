import { all, call, spawn } from 'redux-saga/effects';
import { watchBingSearch } from '../features/bingSearchResponse/bingSearchResponseSaga';
import { watchEloquaTracking } from '../features/eloquaTracking/eloquaTrackingSaga';
import { watchGlobalUser } from '../features/globalUser/globalUserSaga';
import { watchUserSession } from '../features/user/userSaga';

/**
 * The flows every page needs: the session, the visitor id, tracking and the header's search.
 * A tool's saga is not here: the component that uses it starts it (`useSaga` of
 * src/app/hooks.ts), so its code loads with that page only (docs/architecture.md, "Staying out
 * of the first load").
 */
const watchers = [watchUserSession, watchGlobalUser, watchEloquaTracking, watchBingSearch];

/** Each watcher runs on its own: one that crashes is logged and does not take the others down. */
export function* rootSaga() {
  yield all(
    watchers.map((watcher) =>
      spawn(function* isolated() {
        try {
          yield call(watcher);
        } catch (error) {
          console.error(`[saga] ${watcher.name} stopped`, error);
        }
      }),
    ),
  );
}
