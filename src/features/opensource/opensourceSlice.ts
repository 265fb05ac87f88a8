import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** A repository of the open-source catalogue (GET /api/opensource-repositories). */
export interface OpensourceRepository {
  name: string;
  url: string;
  description?: string;
  language?: string;
  topics?: string[];
  stars?: number;
}

/** The catalogue's configuration (GET /api/opensource-manifest): texts and filter choices. */
export interface OpensourceConfiguration {
  title?: string;
  description?: string;
  contributing?: string;
  languages?: string[];
  topics?: string[];
  [key: string]: unknown;
}

/** The open-source page: its manifest (configuration), the repositories, and what failed. */
export interface OpensourceState {
  configuration: OpensourceConfiguration | null;
  repositories: OpensourceRepository[];
  configurationFailed: boolean;
  repositoriesFailed: boolean;
  /** True from a load request until both answers (or failures) are in. */
  loading: boolean;
}

const initialState: OpensourceState = {
  configuration: null,
  repositories: [],
  configurationFailed: false,
  repositoriesFailed: false,
  loading: false,
};

const opensourceSlice = createSlice({
  name: 'opensource',
  initialState,
  reducers: {
    loadRequested(state) {
      state.loading = true;
    },
    loadFinished(state) {
      state.loading = false;
    },
    configurationLoaded(state, action: PayloadAction<OpensourceConfiguration>) {
      state.configuration = action.payload;
      state.configurationFailed = false;
    },
    configurationFailed(state) {
      state.configurationFailed = true;
    },
    repositoriesLoaded(state, action: PayloadAction<OpensourceRepository[]>) {
      state.repositories = action.payload;
      state.repositoriesFailed = false;
    },
    repositoriesFailed(state) {
      state.repositoriesFailed = true;
    },
  },
});

export const opensourceActions = opensourceSlice.actions;
export default opensourceSlice.reducer;
