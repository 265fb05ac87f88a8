import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Provider } from 'react-redux';
import { getClientApp } from './clientApp';
import { PersistGateWithTimeout } from './persist/PersistGateWithTimeout';
import { makeStore } from './store';
import { HydrationMarker } from './HydrationMarker';

/** Browser: the one store (persisted when there is state to keep). Server rendering: a fresh store per page, no flows. */
function AppRoot({ children }: { children: ReactNode }) {
  const [app] = useState(() =>
    typeof window === 'undefined'
      ? { store: makeStore(undefined, { runSagas: false }) }
      : getClientApp(),
  );
  return (
    <Provider store={app.store}>
      <PersistGateWithTimeout persistence={app.persistence}>
        {children}
        <HydrationMarker />
      </PersistGateWithTimeout>
    </Provider>
  );
}

// The app shell (store provider, persistence gate) wraps every page here.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppRoot>{element}</AppRoot>
);
