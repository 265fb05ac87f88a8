import { useEffect } from 'react';
import type { OperationModel } from '../../../../lib/reference/model';
import { useAppDispatch } from '../../../app/hooks';
import { toastsActions } from '../../toasts/toastsSlice';
import { apiExplorerActions as explorer } from '../apiExplorerSlice';
import { explorerParameters } from '../requestChecks';
import { decodeSharedRequest } from './sharedRequest';
import { SHARE_PARAMETER } from './shareUrl';

// The names come from the link, so the toast shows only a few, shortened.
function listOf(ignored: string[]): string {
  const shown = ignored
    .slice(0, 5)
    .map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return ignored.length > shown.length
    ? `${shown.join(', ')} and ${ignored.length - 5} more`
    : shown.join(', ');
}

/**
 * Restores the request a share link carries (`?explorer=true&request=…`) into the explorer.
 * Call it after the panel's effects that clear the request and prefill accountId: effects run
 * in call order, so the link's values are the last word on a newly opened page.
 */
export function useRestoredRequest(pagePath: string, operation: OperationModel) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const encoded = new URLSearchParams(window.location.search).get(SHARE_PARAMETER);
    if (encoded === null) return;
    const groups = explorerParameters(operation);
    const names = (parameters: { name: string }[]) => parameters.map((p) => p.name);
    const decoded = decodeSharedRequest(encoded, {
      path: names(groups.path),
      query: names(groups.query),
      header: names(groups.header),
      hasBody: operation.httpMethod !== 'GET' && operation.requestBody !== undefined,
    });
    if (!decoded) {
      const text = 'The shared request link could not be read; the explorer starts empty.';
      dispatch(toastsActions.toastAdded({ kind: 'warning', text }));
      return;
    }
    dispatch(explorer.requestRestored(decoded.request));
    if (decoded.ignored.length > 0) {
      const text = `Some values of the shared link do not fit this method and were left out: ${listOf(decoded.ignored)}.`;
      dispatch(toastsActions.toastAdded({ kind: 'warning', text }));
    }
  }, [dispatch, pagePath, operation]);
}
