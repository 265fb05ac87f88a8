import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

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
    userInfoReceived(state) {
      state.receivedUserInfo = true;
    },
    tokenSucceeded(
      _state,
      action: PayloadAction<{
        integrationKeyId: string;
        accessTokenData: AccessTokenData;
        receivedUserInfo?: boolean;
      }>,
    ) {
      return {
        ...initialState,
        ...action.payload,
        receivedUserInfo: action.payload.receivedUserInfo ?? true,
      };
    },
    authFailed(state, action: PayloadAction<string | undefined>) {
      state.authFailed = true;
      state.error = action.payload ?? null;
    },
    reset() {
      return initialState;
    },
  },
});

export const tokenGeneratorActions = tokenGeneratorSlice.actions;
export default tokenGeneratorSlice.reducer;
