import type { RootState } from '../../app/rootReducer';

export const selectToken = (state: RootState) => state.user.token;
export const selectUserInfo = (state: RootState) => state.user.userInfo;
export const selectIsLoggedIn = (state: RootState) => state.user.isLoggedIn;
export const selectCurrentAccount = (state: RootState) => state.user.currentAccountInfo;

/** Quickstart and token generator need administrative rights on the current account. */
export const selectIsAccountAdmin = (state: RootState): boolean =>
  state.user.isLoggedIn &&
  (state.user.currentAccountInfo?.is_admin === true || state.user.settings?.userIsAdmin === true);
