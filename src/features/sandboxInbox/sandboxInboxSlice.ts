import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InboxPage } from '../../../lib/inbox/contract';

/** The sandbox inbox page: the page of mails asked for and what the platform answered. */
export interface SandboxInboxState {
  startPosition: number;
  page: InboxPage | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: SandboxInboxState = { startPosition: 0, page: null, status: 'idle' };

const sandboxInboxSlice = createSlice({
  name: 'sandboxInbox',
  initialState,
  reducers: {
    inboxRequested(state, action: PayloadAction<{ startPosition: number }>) {
      state.startPosition = action.payload.startPosition;
      state.status = 'loading';
    },
    inboxLoaded(state, action: PayloadAction<InboxPage>) {
      state.page = action.payload;
      state.status = 'loaded';
    },
    inboxFailed(state, _action: PayloadAction<string>) {
      state.status = 'failed';
    },
  },
});

export const sandboxInboxActions = sandboxInboxSlice.actions;
export default sandboxInboxSlice.reducer;
