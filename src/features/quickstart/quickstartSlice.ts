import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** What POST /api/codeload needs to build the personalised project (docs/behaviour.md §3). */
export interface DownloadRequest {
  integrationKey?: string;
  repositoryName: string;
  displayName: string;
  selectedProjectIndex: number;
  branch?: string;
  /** Fallback file name parts when the answer has no Content-Disposition. */
  application?: string;
  language?: string;
}

/** Quickstart progress: the integration key used, whether the zip is ready, whether it failed. */
export interface QuickstartState {
  integrationKey: string | null;
  quickstartDownloadReady: boolean;
  failed: boolean;
  /** The account holds the maximum number of integration keys: no new key can be made. */
  keyLimitReached: boolean;
}

const initialState: QuickstartState = {
  integrationKey: null,
  quickstartDownloadReady: false,
  failed: false,
  keyLimitReached: false,
};

const quickstartSlice = createSlice({
  name: 'quickstart',
  initialState,
  reducers: {
    downloadRequested(state, _action: PayloadAction<DownloadRequest>) {
      state.quickstartDownloadReady = false;
      state.failed = false;
      state.keyLimitReached = false;
    },
    keyLimitReached(state) {
      state.keyLimitReached = true;
      state.failed = true;
    },
    limitNoticeClosed(state) {
      state.keyLimitReached = false;
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
