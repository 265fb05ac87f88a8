import type { Middleware } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';

/** Stamps every dispatched action with the visitor's global user uuid (docs/behaviour.md §7). */
export const globalUserUuidMiddleware: Middleware<object, RootState> =
  (api) => (next) => (action) => {
    const globalUserUuid = api.getState().globalUser?.userUuid;
    if (!globalUserUuid || !isPlainAction(action)) return next(action);
    return next({ ...action, meta: { ...action.meta, globalUserUuid } });
  };

function isPlainAction(action: unknown): action is { type: string; meta?: object } {
  return (
    typeof action === 'object' &&
    action !== null &&
    typeof (action as { type?: unknown }).type === 'string' &&
    (typeof (action as { meta?: unknown }).meta === 'object' ||
      (action as { meta?: unknown }).meta === undefined)
  );
}
