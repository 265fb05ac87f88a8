import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { userActions } from '../user/userSlice';

/** The access token answer as shown to the user (expiry included). */
export interface AccessTokenData {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  scope?: string;
}

/** The token generator: the key it uses, the token it produced, and whether auth failed. */
export interface TokenGeneratorState {
  integrationKeyId: string | null;
  accessTokenData: AccessTokenData | null;
  authFailed: boolean;
  /** Why it failed, e.g. `missing_redirect_uri` or the platform's error_description. */
  error: string | null;
  /** Whether the signed-in user's profile has loaded (GET /api/user), so rights can be checked. */
  receivedUserInfo: boolean;
}

const initialState: TokenGeneratorState = {
  integrationKeyId: null,
  accessTokenData: null,
  authFailed: false,
  error: null,
  receivedUserInfo: false,
};

const tokenGeneratorSlice = createSlice({
  name: 'tokenGenerator',
  initialState,
  reducers: {
    tokenRequested() {},
    /** The platform sent the browser back with an authorization code and the OAuth state. */
    codeReturned(_state, _action: PayloadAction<{ code: string; state: string | null }>) {},
    // A (new) key is a fresh attempt: the previous failure no longer applies.
    integrationKeyIdSet(state, action: PayloadAction<string>) {
      state.integrationKeyId = action.payload;
      state.authFailed = false;
      state.error = null;
    },
    // A new token replaces the attempt; whether the profile has loaded is not the token's to say.
    tokenSucceeded(
      state,
      action: PayloadAction<{ integrationKeyId: string; accessTokenData: AccessTokenData }>,
    ) {
      return { ...initialState, ...action.payload, receivedUserInfo: state.receivedUserInfo };
    },
    authFailed(state, action: PayloadAction<string | undefined>) {
      state.authFailed = true;
      state.error = action.payload ?? null;
    },
    reset(state) {
      return { ...initialState, receivedUserInfo: state.receivedUserInfo };
    },
  },
  // The user group's own events (userSaga) say when the profile is there or gone.
  extraReducers: (builder) => {
    builder
      .addCase(userActions.profileLoaded, (state) => {
        state.receivedUserInfo = true;
      })
      .addCase(userActions.profileLoadFailed, (state) => {
        state.receivedUserInfo = false;
      })
      .addCase(userActions.loggedOut, (state) => {
        state.receivedUserInfo = false;
      });
  },
});

export const tokenGeneratorActions = tokenGeneratorSlice.actions;
export default tokenGeneratorSlice.reducer;
