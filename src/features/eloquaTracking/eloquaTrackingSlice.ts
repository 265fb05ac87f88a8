import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { globalUserActions } from '../globalUser/globalUserSlice';
import { userActions } from '../user/userSlice';

/** Marketing tracking: what the visitor is interested in and who they are (persisted). */
export interface EloquaTrackingState {
  interest: string | null;
  globalUser: string | null;
  currentUser: string | null;
  error: string | null;
  /** The interest last sent, so one interest is sent once, not on every page of its API. */
  sentInterest: string | null;
}

const initialState: EloquaTrackingState = {
  interest: null,
  globalUser: null,
  currentUser: null,
  error: null,
  sentInterest: null,
};

const eloquaTrackingSlice = createSlice({
  name: 'eloquaTracking',
  initialState,
  reducers: {
    interestSelected(state, action: PayloadAction<string>) {
      state.interest = action.payload;
    },
    trackingSent(state, action: PayloadAction<string>) {
      state.error = null;
      state.sentInterest = action.payload;
    },
    trackingFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(globalUserActions.userUuidReceived, (state, action) => {
        state.globalUser = action.payload;
      })
      .addCase(userActions.profileLoaded, (state, action) => {
        state.currentUser = action.payload.userInfo.sub;
      })
      .addCase(userActions.loggedOut, (state) => {
        state.currentUser = null;
      });
  },
});

export const eloquaTrackingActions = eloquaTrackingSlice.actions;
export default eloquaTrackingSlice.reducer;
