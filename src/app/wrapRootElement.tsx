import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Provider } from 'react-redux';
import { getClientApp } from './clientApp';
import { PersistGateWithTimeout } from './persist/PersistGateWithTimeout';
import { makeStore } from './store';
import { HydrationMarker } from './HydrationMarker';
import { WholePage } from '../components/pageParts/WholePage';

/** Browser: the one store (persisted when there is state to keep). Server rendering: a fresh store per page, no flows. */
function AppRoot({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    typeof window === 'undefined'
      ? makeStore(undefined, { runSagas: false })
      : getClientApp().store,
  );
  return <Provider store={store}>{children}</Provider>;
}

/**
 * The page waits for persisted state (when there is some to bring back). Only the page: Gatsby
 * renders a page's Head in a root of its own, wrapped by wrapRootElement alone, and a Head held
 * back by the gate would render nothing, which Gatsby takes as "no title" and strips the served
 * one (a first visit attaches persistence when its first kept state changes, e.g. a consent
 * choice or an experiment's assignment, so a later Head render met an unfinished gate).
 */
function PageGate({ children }: { children: ReactNode }) {
  const [persistence] = useState(() =>
    typeof window === 'undefined' ? undefined : getClientApp().persistence,
  );
  return (
    <PersistGateWithTimeout persistence={persistence}>
      {children}
      <HydrationMarker />
    </PersistGateWithTimeout>
  );
}

// The store provider wraps every page and its Head.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppRoot>{element}</AppRoot>
);

// The persistence gate wraps the page alone, and the page gets its props whole (a page over its
// page-data budget fetches the rest: src/components/pageParts).
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageGate>
    <WholePage element={element} props={props} />
  </PageGate>
);
