import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { MASKED_SECRET_PREFIX } from '../tokenGenerator/flow';
import type { Application, ApplicationChanges, NewApplication, RsaKey, Secret } from './api';

/** What a deletion removes: a whole integration key, one of its secrets, or one RSA key pair. */
export type DeletionTarget =
  | { kind: 'key'; integrationKeyId: string }
  | { kind: 'secret'; integrationKeyId: string; id: string }
  | { kind: 'rsaKey'; integrationKeyId: string; id: string };

/** A change under way other than a deletion: a new key, secret or key pair, or an edit. */
export type WorkTarget =
  | { kind: 'create' }
  | { kind: 'secret'; integrationKeyId: string; replacing?: string }
  | { kind: 'rsaKey'; integrationKeyId: string }
  | { kind: 'edit'; integrationKeyId: string };

/**
 * A credential the platform shows only in the answer that made it: the plain secret, the RSA
 * private key. It stays here (never persisted) until the reader closes the notice.
 */
export interface Revealed {
  integrationKeyId: string;
  name: string;
  /** A whole new key (its first secret and key pair, if asked for). */
  newKey: boolean;
  secret?: Secret;
  rsaKey?: RsaKey;
  /** The id of the secret a rotation replaced. */
  replacedSecretId?: string;
}

/** The signed-in administrator's integration keys, as the management page shows them. */
export interface IntegrationKeysState {
  applications: Application[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The deletion under way, if any. */
  deleting: DeletionTarget | null;
  /** The creation or edit under way, if any. */
  working: WorkTarget | null;
  revealed: Revealed | null;
  /** The last refused creation, credential or edit, and why: shown beside its form. */
  workError: { target: WorkTarget; message: string } | null;
}

const initialState: IntegrationKeysState = {
  applications: [],
  status: 'idle',
  deleting: null,
  working: null,
  revealed: null,
  workError: null,
};

const masked = (secret: Secret): Secret => ({
  ...secret,
  secret: secret.secret.startsWith(MASKED_SECRET_PREFIX)
    ? secret.secret
    : `${MASKED_SECRET_PREFIX}${secret.secret.slice(-4)}`,
});

/** How the list keeps a key: secrets masked and no private or public key material. */
function listed(application: Application): Application {
  return {
    ...application,
    secrets: (application.secrets ?? []).map(masked),
    keys: (application.keys ?? []).map(({ id, type }) => ({ id, type })),
  };
}

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

const nameOf = (state: IntegrationKeysState, integrationKeyId: string) =>
  state.applications.find((application) => application.client_id === integrationKeyId)?.name ??
  integrationKeyId;

const integrationKeysSlice = createSlice({
  name: 'integrationKeys',
  initialState,
  reducers: {
    listRequested(state) {
      state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<Application[]>) {
      state.applications = action.payload.map(listed);
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
    creationRequested(state, _action: PayloadAction<NewApplication>) {
      state.working = { kind: 'create' };
      state.workError = null;
    },
    creationSucceeded(state, action: PayloadAction<Application>) {
      const application = action.payload;
      state.applications.push(listed(application));
      state.working = null;
      state.revealed = {
        integrationKeyId: application.client_id,
        name: application.name,
        newKey: true,
        secret: application.secrets?.[0],
        rsaKey: application.keys?.[0],
      };
    },
    secretRequested(
      state,
      action: PayloadAction<{ integrationKeyId: string; replacing?: string }>,
    ) {
      state.working = { kind: 'secret', ...action.payload };
      state.workError = null;
    },
    secretAdded(
      state,
      action: PayloadAction<{ integrationKeyId: string; secret: Secret; replaced?: string }>,
    ) {
      const { integrationKeyId, secret, replaced } = action.payload;
      const application = state.applications.find((entry) => entry.client_id === integrationKeyId);
      if (application) {
        application.secrets = [
          ...(application.secrets ?? []).filter((entry) => entry.id !== replaced),
          masked(secret),
        ];
      }
      state.working = null;
      state.revealed = {
        integrationKeyId,
        name: nameOf(state, integrationKeyId),
        newKey: false,
        secret,
        replacedSecretId: replaced,
      };
    },
    rsaKeyRequested(state, action: PayloadAction<{ integrationKeyId: string }>) {
      state.working = { kind: 'rsaKey', ...action.payload };
      state.workError = null;
    },
    rsaKeyAdded(state, action: PayloadAction<{ integrationKeyId: string; key: RsaKey }>) {
      const { integrationKeyId, key } = action.payload;
      const application = state.applications.find((entry) => entry.client_id === integrationKeyId);
      if (application)
        application.keys = [...(application.keys ?? []), { id: key.id, type: key.type }];
      state.working = null;
      state.revealed = {
        integrationKeyId,
        name: nameOf(state, integrationKeyId),
        newKey: false,
        rsaKey: key,
      };
    },
    editRequested(
      state,
      action: PayloadAction<{ integrationKeyId: string; changes: ApplicationChanges }>,
    ) {
      state.working = { kind: 'edit', integrationKeyId: action.payload.integrationKeyId };
      state.workError = null;
    },
    editSucceeded(state, action: PayloadAction<Application>) {
      const edited = listed(action.payload);
      state.applications = state.applications.map((application) =>
        application.client_id === edited.client_id ? edited : application,
      );
      state.working = null;
    },
    /** A creation, new credential or edit the platform refused; the message is shown. */
    workFailed(state, action: PayloadAction<string>) {
      if (state.working) state.workError = { target: state.working, message: action.payload };
      state.working = null;
    },
    /** The reader closed the once-shown credential: it is gone from the page. */
    revealDismissed(state) {
      state.revealed = null;
    },
  },
});

export const integrationKeysActions = integrationKeysSlice.actions;
export default integrationKeysSlice.reducer;
