import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** A repository of the open-source catalogue (GET /api/opensource-repositories). */
export interface OpensourceRepository {
  name: string;
  url: string;
  description?: string;
  language?: string;
  stars?: number;
}

/** The open-source page: its manifest (configuration), the repositories, and what failed. */
export interface OpensourceState {
  configuration: Record<string, unknown> | null;
  repositories: OpensourceRepository[];
  configurationFailed: boolean;
  repositoriesFailed: boolean;
}

const initialState: OpensourceState = {
  configuration: null,
  repositories: [],
  configurationFailed: false,
  repositoriesFailed: false,
};

const opensourceSlice = createSlice({
  name: 'opensource',
  initialState,
  reducers: {
    configurationLoaded(state, action: PayloadAction<Record<string, unknown>>) {
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
