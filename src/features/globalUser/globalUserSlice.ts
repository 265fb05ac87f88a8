import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** The visitor's global user uuid: sent as a header and stamped on every action. */
export interface GlobalUserState {
  userUuid: string | null;
}

const initialState: GlobalUserState = { userUuid: null };

const globalUserSlice = createSlice({
  name: 'globalUser',
  initialState,
  reducers: {
    userUuidReceived(state, action: PayloadAction<string>) {
      state.userUuid = action.payload;
    },
    // The failure keeps the state as it was; the saga reports it as a telemetry event.
    userUuidFailed(_state, _action: PayloadAction<string>) {},
  },
});

export const globalUserActions = globalUserSlice.actions;
export default globalUserSlice.reducer;
