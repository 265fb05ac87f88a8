import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { ApiExplorerRequest } from '../apiExplorerTypes';
import { explorerRequest, type ExplorerTarget } from '../explorerRequest';
import { multipartSchema, uploadMetadata } from '../multipart/multipartFields';

/** How long typing pauses before the code samples are written again. */
export const CODE_FOLLOW_DELAY_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`. The value must keep its identity while
 * unchanged (a store slice, not an object built on each render), or it would never settle.
 */
export function useDebouncedValue<Value>(value: Value, delayMs = CODE_FOLLOW_DELAY_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The request the explorer is editing on this method page, as the page's samples show it once
 * typing pauses; null while the explorer is not open on this page. Every sample generator
 * (curl, httpsnippet's languages, the SDK samples) writes its code from this one request.
 */
export function useFollowedRequest(target: ExplorerTarget | undefined): ApiExplorerRequest | null {
  const state = useDebouncedValue(useAppSelector((root) => root.apiExplorer));
  if (!target || state.currentPathname !== target.pagePath) return null;
  const upload = multipartSchema(target.operation)
    ? { files: uploadMetadata(state.bodyParamsMetadata) }
    : undefined;
  return explorerRequest(target, state, upload);
}
