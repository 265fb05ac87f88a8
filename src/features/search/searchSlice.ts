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
export interface SearchState {
  loading: boolean;
  error: string | null;
  results: SearchResponse | null;
  request: SearchRequest | null;
}

export const initialState: SearchState = {
  loading: false,
  error: null,
  results: null,
  request: null,
};

const searchSlice = createSlice({
  // The spec's state group name (docs/behaviour.md §3.2), kept as the store key and the action
  // prefix; the feature itself is called search everywhere else.
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

export const searchActions = searchSlice.actions;
export default searchSlice.reducer;
