import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** What POST /api/codeload needs to build the personalised project (spec section 3). */
export interface DownloadRequest {
  integrationKey?: string;
  repositoryName: string;
  displayName: string;
  selectedProjectIndex: number;
  branch?: string;
}

/** Quickstart progress: the integration key used, whether the zip is ready, whether it failed. */
export interface QuickstartState {
  integrationKey: string | null;
  quickstartDownloadReady: boolean;
  failed: boolean;
}

const initialState: QuickstartState = {
  integrationKey: null,
  quickstartDownloadReady: false,
  failed: false,
};

const quickstartSlice = createSlice({
  name: 'quickstart',
  initialState,
  reducers: {
    downloadRequested(state, _action: PayloadAction<DownloadRequest>) {
      state.quickstartDownloadReady = false;
      state.failed = false;
    },
    keyCreated(state, action: PayloadAction<string>) {
      state.integrationKey = action.payload;
    },
    // A key failure and a download failure are separate events; both mark the flow failed.
    keyFailed(state, _action: PayloadAction<string>) {
      state.failed = true;
    },
    downloadReady(state) {
      state.quickstartDownloadReady = true;
      state.failed = false;
    },
    downloadFailed(state, _action: PayloadAction<string>) {
      state.quickstartDownloadReady = false;
      state.failed = true;
    },
    reset() {
      return initialState;
    },
  },
});

export const quickstartActions = quickstartSlice.actions;
export default quickstartSlice.reducer;
