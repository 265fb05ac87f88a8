import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { globalUserActions } from '../globalUser/globalUserSlice';
import type { UserAccount, UserInfo, UserSettings } from './userTypes';

/** The spec's user group: the session (token) and what the platform says about its user. */
export interface UserState {
  token: string | null;
  /** The profile from GET /api/user. */
  userInfo: UserInfo | null;
  settings: UserSettings | null;
  currentAccountInfo: UserAccount | null;
  userUuid: string | null;
  globalUser: string | null;
  currentUser: string | null;
  interestList: string[];
  isLoggedIn: boolean;
}

export const initialUserState: UserState = {
  token: null,
  userInfo: null,
  settings: null,
  currentAccountInfo: null,
  userUuid: null,
  globalUser: null,
  currentUser: null,
  interestList: [],
  isLoggedIn: false,
};

function defaultAccount(userInfo: UserInfo): UserAccount | null {
  return userInfo.accounts.find((account) => account.is_default) ?? userInfo.accounts[0] ?? null;
}

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    // A new token is a new session: what was known about the previous one no longer holds.
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.userInfo = null;
      state.settings = null;
      state.currentAccountInfo = null;
      state.isLoggedIn = false;
    },
    // Only the trigger of userSaga's profile worker: the state changes on its outcome.
    profileRequested() {},
    profileLoaded(state, action: PayloadAction<{ userInfo: UserInfo; settings: UserSettings }>) {
      const { userInfo, settings } = action.payload;
      state.userInfo = userInfo;
      state.settings = settings;
      state.currentAccountInfo = defaultAccount(userInfo);
      state.userUuid = userInfo.sub;
      state.currentUser = userInfo.sub;
      state.isLoggedIn = true;
    },
    profileLoadFailed(state, _action: PayloadAction<string>) {
      state.isLoggedIn = false;
    },
    currentAccountChanged(state, action: PayloadAction<string>) {
      const account = state.userInfo?.accounts.find((a) => a.account_id === action.payload);
      if (account) state.currentAccountInfo = account;
    },
    interestListChanged(state, action: PayloadAction<string[]>) {
      state.interestList = action.payload;
    },
    // A 401 while looking up keys: the session saga turns it into a logout.
    unauthorized() {},
    // Keeps the visitor's global id: it describes the browser, not the session.
    loggedOut(state) {
      return { ...initialUserState, globalUser: state.globalUser };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(globalUserActions.userUuidReceived, (state, action) => {
      state.globalUser = action.payload;
    });
  },
});

export const userActions = userSlice.actions;
export default userSlice.reducer;
