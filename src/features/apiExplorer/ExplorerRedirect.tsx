import { navigate } from 'gatsby';
import { useEffect } from 'react';
import { explorerRedirectPath } from './explorerRedirect';

/** On the home path: follows an API-explorer link (docs/behaviour.md §2); renders nothing. */
export function ExplorerRedirect() {
  useEffect(() => {
    const target = explorerRedirectPath(window.location.search, window.location.hash);
    if (target) void navigate(target, { replace: true });
  }, []);
  return null;
}
