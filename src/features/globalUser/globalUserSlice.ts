import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { appStarted } from '../../app/appEvents';

/** The visitor's global user uuid: sent as a header and stamped on every action. */
export interface GlobalUserState {
  userUuid: string | null;
  /**
   * Where the look-up stands: requests wait while it is `pending`, so the first ones of a page
   * load carry the header too (docs/behaviour.md §7), and the experiment knows when to decide.
   */
  lookup: 'idle' | 'pending' | 'done';
}

const initialState: GlobalUserState = { userUuid: null, lookup: 'idle' };

const globalUserSlice = createSlice({
  name: 'globalUser',
  initialState,
  reducers: {
    userUuidReceived(state, action: PayloadAction<string>) {
      state.userUuid = action.payload;
      state.lookup = 'done';
    },
    // The failure keeps the id as it was; the saga reports it as a telemetry event.
    userUuidFailed(state, _action: PayloadAction<string>) {
      state.lookup = 'done';
    },
  },
  extraReducers: (builder) => {
    // The look-up starts with the app (globalUserSaga): from then on requests wait for it.
    builder.addCase(appStarted, (state) => {
      if (state.lookup === 'idle') state.lookup = 'pending';
    });
  },
});

export const globalUserActions = globalUserSlice.actions;
export default globalUserSlice.reducer;
