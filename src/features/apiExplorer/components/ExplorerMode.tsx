import { Suspense, lazy } from 'react';
import { useHydrated } from '../../../app/hooks';
import { locationUrl } from '../../../../lib/platform/apiLocation';
import type { MethodPageContext } from '../../../../lib/site/pageContext/apiReference';
import { platformBaseUri } from '../../../../lib/site/samples/environments';
import { platformApiOf } from '../../../../lib/site/samples/platformApi';
import { explorerTargetOf } from '../explorerTarget';

// The panel (forms, validation, request code) is its own chunk: most visits to a method page
// never open it, and its code was a large part of the page's first-load JavaScript.
const ExplorerPanel = lazy(() =>
  import(/* webpackChunkName: "api-explorer" */ './ExplorerPanel').then((module) => ({
    default: module.ExplorerPanel,
  })),
);

/** True when the address asks for the explorer (`?explorer=true`, docs/behaviour.md §2). */
export function hasExplorerFlag(search: string | undefined): boolean {
  return new URLSearchParams(search ?? '').get('explorer') === 'true';
}

/**
 * The explorer on a method page. The static HTML has no query string, so the panel appears only
 * after hydration; the signed-in user (persisted state) is known by then too.
 */
export function ExplorerMode({ page, search }: { page: MethodPageContext; search?: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !page.api.hasApiExplorer || !hasExplorerFlag(search)) return null;
  return (
    <Suspense fallback={<p className="explorer-loading">Loading the API Explorer…</p>}>
      <ExplorerPanel
        target={explorerTargetOf(
          page,
          // Outside the page's environment picker: where the configured platform serves the API.
          locationUrl(platformApiOf(page), platformBaseUri(window.location.origin)),
        )}
      />
    </Suspense>
  );
}
