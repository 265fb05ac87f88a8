import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Application } from './api';

/** What a deletion removes: a whole integration key, one of its secrets, or one RSA key pair. */
export type DeletionTarget =
  | { kind: 'key'; integrationKeyId: string }
  | { kind: 'secret'; integrationKeyId: string; id: string }
  | { kind: 'rsaKey'; integrationKeyId: string; id: string };

/** The signed-in administrator's integration keys, as the management page shows them. */
export interface IntegrationKeysState {
  applications: Application[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The deletion under way, if any. */
  deleting: DeletionTarget | null;
}

const initialState: IntegrationKeysState = { applications: [], status: 'idle', deleting: null };

function removed(applications: Application[], target: DeletionTarget): Application[] {
  if (target.kind === 'key') {
    return applications.filter((application) => application.client_id !== target.integrationKeyId);
  }
  return applications.map((application) => {
    if (application.client_id !== target.integrationKeyId) return application;
    return target.kind === 'secret'
      ? {
          ...application,
          secrets: application.secrets?.filter((secret) => secret.id !== target.id),
        }
      : { ...application, keys: application.keys?.filter((key) => key.id !== target.id) };
  });
}

const integrationKeysSlice = createSlice({
  name: 'integrationKeys',
  initialState,
  reducers: {
    listRequested(state) {
      state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<Application[]>) {
      state.applications = action.payload;
      state.status = 'loaded';
    },
    listFailed(state, _action: PayloadAction<string>) {
      state.status = 'failed';
    },
    deletionRequested(state, action: PayloadAction<DeletionTarget>) {
      state.deleting = action.payload;
    },
    deletionSucceeded(state, action: PayloadAction<DeletionTarget>) {
      state.applications = removed(state.applications, action.payload);
      state.deleting = null;
    },
    deletionFailed(state, _action: PayloadAction<string>) {
      state.deleting = null;
    },
  },
});

export const integrationKeysActions = integrationKeysSlice.actions;
export default integrationKeysSlice.reducer;
