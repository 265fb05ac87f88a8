import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SearchCategory, SearchResponse } from '../../../lib/search/searchContract';

/** What the search page asked for: the same three values the page URL carries. */
export interface SearchRequest {
  q: string;
  category: SearchCategory | null;
  offset: number;
}

/** The spec's bingSearchResponse group: loading, error, results (plus the request they answer). */
export interface BingSearchResponseState {
  loading: boolean;
  error: string | null;
  results: SearchResponse | null;
  request: SearchRequest | null;
}

export const initialState: BingSearchResponseState = {
  loading: false,
  error: null,
  results: null,
  request: null,
};

const bingSearchResponseSlice = createSlice({
  name: 'bingSearchResponse',
  initialState,
  reducers: {
    searchRequested(state, action: PayloadAction<SearchRequest>) {
      state.request = action.payload;
      state.loading = true;
      state.error = null;
    },
    searchSucceeded(state, action: PayloadAction<SearchResponse>) {
      state.loading = false;
      state.error = null;
      state.results = action.payload;
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.error = action.payload;
      state.results = null;
    },
    /** Cancel stops loading and keeps what was shown before. */
    searchCancelled(state) {
      state.loading = false;
    },
    searchCleared() {
      return initialState;
    },
  },
});

export const bingSearchResponseActions = bingSearchResponseSlice.actions;
export default bingSearchResponseSlice.reducer;
