import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { UsageReport } from '../../../lib/usage/contract';
import type { UsageQuery } from './api';

/** The usage center's report: what was asked, and the platform's answer. */
export interface ApiUsageState {
  query: UsageQuery | null;
  report: UsageReport | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: ApiUsageState = { query: null, report: null, status: 'idle' };

const apiUsageSlice = createSlice({
  name: 'apiUsage',
  initialState,
  reducers: {
    usageRequested(state, action: PayloadAction<UsageQuery>) {
      state.query = action.payload;
      state.status = 'loading';
    },
    usageLoaded(state, action: PayloadAction<UsageReport>) {
      state.report = action.payload;
      state.status = 'loaded';
    },
    usageFailed(state, _action: PayloadAction<string>) {
      state.status = 'failed';
    },
  },
});

export const apiUsageActions = apiUsageSlice.actions;
export default apiUsageSlice.reducer;
