import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { ConsentChoice } from './consentStorage';

/**
 * The visitor's consent to analytics (tag manager, page views, signal events) and marketing
 * (eloqua tracking). Nothing of either is sent before the visitor has chosen.
 */
export interface ConsentState extends ConsentChoice {
  /** The stored choice has been read (the banner waits for it, so a returning visitor never sees it flash). */
  loaded: boolean;
  decided: boolean;
  /** Opened again from the footer, to change the choice. */
  reopened: boolean;
}

const initialState: ConsentState = {
  loaded: false,
  decided: false,
  analytics: false,
  marketing: false,
  reopened: false,
};

const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentLoaded(state, action: PayloadAction<ConsentChoice | null>) {
      state.loaded = true;
      if (action.payload) Object.assign(state, action.payload, { decided: true });
    },
    consentChosen(state, action: PayloadAction<ConsentChoice>) {
      Object.assign(state, action.payload, { decided: true, reopened: false, loaded: true });
    },
    preferencesOpened(state) {
      state.reopened = true;
    },
  },
});

export const consentActions = consentSlice.actions;
export default consentSlice.reducer;

export const selectAnalyticsConsent = (state: RootState) =>
  state.consent.decided && state.consent.analytics;
export const selectMarketingConsent = (state: RootState) =>
  state.consent.decided && state.consent.marketing;
export const selectBannerShown = (state: RootState) =>
  state.consent.loaded && (!state.consent.decided || state.consent.reopened);
