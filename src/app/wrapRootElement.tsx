import { useState } from 'react';
import type { ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Provider } from 'react-redux';
import { getClientApp } from './clientApp';
import { PersistGateWithTimeout } from './persist/PersistGateWithTimeout';
import { makeStore } from './store';
import { HydrationMarker } from './HydrationMarker';
import { WholePage } from '../components/pageParts/WholePage';
import { HydrateLater } from '../components/layouts/HydrateLater';

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
 * The page waits for persisted state (when there is some to bring back), then hydrates apart
 * from the app's frame (HydrateLater): what React hydrates outside a Suspense boundary is one
 * task, on a slow phone the longest of the page. The boundary is above the page's own providers,
 * whose updates would reach it still dehydrated (React error 421), and holds the marker, which so
 * still says when the page has hydrated.
 *
 * Only the page: Gatsby renders a page's Head in a root of its own, wrapped by wrapRootElement
 * alone, and a Head held back by the gate would render nothing, which Gatsby takes as "no title"
 * and strips the served one (a first visit attaches persistence when its first kept state
 * changes, e.g. a consent choice or an experiment's assignment, so a later Head render met an
 * unfinished gate).
 */
function PageGate({ children }: { children: ReactNode }) {
  const [persistence] = useState(() =>
    typeof window === 'undefined' ? undefined : getClientApp().persistence,
  );
  return (
    <PersistGateWithTimeout persistence={persistence}>
      <HydrateLater>
        {children}
        <HydrationMarker />
      </HydrateLater>
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
