import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type {
  ConnectConfigurationSummary,
  HmacKey,
  WebhookDelivery,
} from '../../../lib/webhooks/contract';

/**
 * The Webhook deliveries page: the account's Connect deliveries (newest first), its
 * configurations (to send one a test event) and its HMAC keys, masked. A new key's secret is
 * never kept here: the page shows it once, from the create answer.
 */
export interface WebhooksState {
  deliveries: WebhookDelivery[];
  totalRecords: number;
  configurations: ConnectConfigurationSummary[];
  hmacKeys: HmacKey[];
  /** Loaded at least once (the empty state needs to know there is nothing, not nothing yet). */
  loaded: boolean;
  loading: boolean;
  error: string | null;
  /** Deliveries whose resend is on its way. */
  resending: string[];
  sendingTest: boolean;
}

const initialState: WebhooksState = {
  deliveries: [],
  totalRecords: 0,
  configurations: [],
  hmacKeys: [],
  loaded: false,
  loading: false,
  error: null,
  resending: [],
  sendingTest: false,
};

export interface DeliveriesLoaded {
  deliveries: WebhookDelivery[];
  totalRecords: number;
  configurations: ConnectConfigurationSummary[];
  hmacKeys: HmacKey[];
}

const replaced = (deliveries: WebhookDelivery[], delivery: WebhookDelivery) =>
  deliveries.map((item) => (item.deliveryId === delivery.deliveryId ? delivery : item));

const webhooksSlice = createSlice({
  // The state group's name (docs/behaviour.md §3.2), kept as the store key and the action prefix;
  // the feature is called webhooks in src/, lib/ and server/routes.
  name: 'webhookDeliveries',
  initialState,
  reducers: {
    // The account to load is the user's current one; the saga reads it.
    pageOpened(state) {
      state.loading = true;
    },
    refreshRequested(state) {
      state.loading = true;
    },
    deliveriesLoaded(state, action: PayloadAction<DeliveriesLoaded>) {
      Object.assign(state, action.payload, { loaded: true, loading: false, error: null });
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
    },
    resendRequested(state, action: PayloadAction<string>) {
      state.resending.push(action.payload);
    },
    deliveryResent(state, action: PayloadAction<WebhookDelivery>) {
      state.resending = state.resending.filter((id) => id !== action.payload.deliveryId);
      state.deliveries = replaced(state.deliveries, action.payload);
    },
    resendFailed(state, action: PayloadAction<string>) {
      state.resending = state.resending.filter((id) => id !== action.payload);
    },
    testEventRequested(state, _action: PayloadAction<string>) {
      state.sendingTest = true;
    },
    testEventQueued(state, action: PayloadAction<WebhookDelivery>) {
      state.sendingTest = false;
      state.deliveries.unshift(action.payload);
      state.totalRecords += 1;
    },
    testEventFailed(state) {
      state.sendingTest = false;
    },
    hmacKeyCreated(state, action: PayloadAction<HmacKey>) {
      // Kept masked like every listed key: the clear secret stays with the page that shows it.
      const { secret } = action.payload;
      state.hmacKeys.push({ ...action.payload, secret: `************${secret.slice(-4)}` });
    },
    hmacKeyDeleteRequested(_state, _action: PayloadAction<string>) {},
    hmacKeyDeleted(state, action: PayloadAction<string>) {
      state.hmacKeys = state.hmacKeys.filter((key) => key.keyId !== action.payload);
    },
  },
});

export const webhooksActions = webhooksSlice.actions;
export default webhooksSlice.reducer;
